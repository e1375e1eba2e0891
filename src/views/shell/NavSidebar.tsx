import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../common/Logo';
import type { NavGroup } from './navigation';
import { NavToggleButton } from './NavToggleButton';
import { NavVerticalList } from './NavVerticalList';
import { layoutSizes } from '../common/layout.constants';

// The mini navigation's flyout menus come with the setting that asks for it, not with every page.
const NavMini = lazy(() => import('./NavMini').then((module) => ({ default: module.NavMini })));

const useStyles = makeStyles({
  root: {
    position: 'sticky',
    top: 0,
    height: '100vh',
    flexShrink: 0,
    display: 'flex',
    flexDirection: 'column',
    boxSizing: 'border-box',
    overflowY: 'auto',
    backgroundColor: tokens.colorNeutralBackground2,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  vertical: { width: `${layoutSizes.navVerticalWidth}px`, padding: `0 ${tokens.spacingHorizontalL} ${tokens.spacingVerticalXXL}` },
  mini: { width: `${layoutSizes.navMiniWidth}px`, padding: `0 ${tokens.spacingHorizontalS} ${tokens.spacingVerticalXXL}`, alignItems: 'center' },
  top: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    minHeight: `${layoutSizes.headerDesktopHeight}px`,
    paddingInlineStart: tokens.spacingHorizontalS,
  },
  topMini: { flexDirection: 'column', justifyContent: 'center', gap: tokens.spacingVerticalS, paddingBlock: tokens.spacingVerticalL, paddingInlineStart: 0 },
});

/** The large-screen side navigation of the vertical (280 px) and mini (88 px) layouts. */
export function NavSidebar({ mode, groups, activeId }: { mode: 'vertical' | 'mini'; groups: readonly NavGroup[]; activeId: string | null }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div className={mergeClasses(styles.root, mode === 'vertical' ? styles.vertical : styles.mini)}>
      <div className={mergeClasses(styles.top, mode === 'mini' && styles.topMini)}>
        <Logo markOnly={mode === 'mini'} />
        <NavToggleButton layout={mode} />
      </div>
      <nav aria-label={t('nav.label')}>
        {mode === 'vertical' ? (
          <NavVerticalList groups={groups} activeId={activeId} />
        ) : (
          <Suspense fallback={null}>
            <NavMini groups={groups} activeId={activeId} />
          </Suspense>
        )}
      </nav>
    </div>
  );
}
