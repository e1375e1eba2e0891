import { makeStyles, mergeClasses, Spinner, tokens } from '@fluentui/react-components';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { SettingsContext } from '../../kernel/settings-context';
import { layoutSizes } from '../common/layout.constants';
import { ConnectionBanner } from './ConnectionBanner';
import { mainContentId } from './SkipLink';

const useStyles = makeStyles({
  main: {
    flexGrow: 1,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    '@media (min-width: 600px)': { padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}` },
    ':focus-visible': { outline: 'none' },
  },
  content: { width: '100%', maxWidth: `${layoutSizes.contentMaxWidth}px`, marginInline: 'auto' },
  // Stretch lets the page use the whole width, but only on screens wider than 1600 px (spec section 9).
  stretch: { [`@media (min-width: ${layoutSizes.stretchFrom + 1}px)`]: { maxWidth: 'none' } },
  loading: { display: 'grid', placeItems: 'center', minHeight: '240px' },
});

/**
 * The page area of a layout: the `main` landmark, 1200 px wide unless stretched, the page loading inside,
 * and the banner that says when the gateway cannot be reached.
 */
export function ShellMain() {
  const { t } = useTranslation();
  const styles = useStyles();
  const stretch = SettingsContext.useSelector((s) => s.context.settings.themeStretch);
  return (
    <main id={mainContentId} tabIndex={-1} className={styles.main}>
      <div className={mergeClasses(styles.content, stretch && styles.stretch)}>
        <Suspense
          fallback={
            <div className={styles.loading}>
              <Spinner label={t('common.loading')} />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </div>
      {/* Its own boundary: it waits for the effects' chunk without holding the page back. */}
      <Suspense fallback={null}>
        <ConnectionBanner />
      </Suspense>
    </main>
  );
}
