import { Button, makeStyles } from '@fluentui/react-components';
import { Navigation20Regular } from '@fluentui/react-icons/svg/navigation';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReadCountsAgainContext } from '../../kernel/navigation-counts';
import { SettingsContext } from '../../kernel/settings-context';
import { HeaderActions } from './HeaderActions';
import { HeaderBar } from './HeaderBar';
import { Logo } from '../common/Logo';
import { NavSidebar } from './NavSidebar';
import { NavigationCounts, noCounts } from './NavigationCounts';
import { largeScreenQuery } from '../common/layout.constants';
import { ShellMain } from './ShellMain';
import { SkipLink } from './SkipLink';
import { useMediaQuery } from '../common/useMediaQuery';
import { useNavigation } from './useNavigation';
import { useSearchShortcut } from './useSearchShortcut';
import { useOpenedOnce } from '../common/useOpenedOnce';

// What the first paint of a phone does not draw comes when first wanted: the drawer and the palette with
// their first opening, the horizontal navigation with the setting that asks for it.
const NavHorizontal = lazy(() => import('./NavHorizontal').then((module) => ({ default: module.NavHorizontal })));
const NavMobileDrawer = lazy(() => import('./NavMobileDrawer').then((module) => ({ default: module.NavMobileDrawer })));
const SearchDialog = lazy(() => import('./SearchDialog').then((module) => ({ default: module.SearchDialog })));

const useStyles = makeStyles({
  root: { display: 'flex', minHeight: '100vh' },
  column: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 },
});

/**
 * The signed-in layout of /dashboard and /product. Large screens draw the navigation the settings ask
 * for (vertical, mini or horizontal); small screens keep it in a drawer behind the menu button.
 */
export default function DashboardLayout() {
  const { t } = useTranslation();
  const styles = useStyles();
  const layout = SettingsContext.useSelector((s) => s.context.settings.themeLayout);
  const large = useMediaQuery(largeScreenQuery);
  const [counts, setCounts] = useState(noCounts);
  const [countsAsked, setCountsAsked] = useState(0);
  const readCountsAgain = useCallback(() => setCountsAsked((asked) => asked + 1), []);
  const { groups, activeId } = useNavigation(counts);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Growing past lg puts the navigation beside the page; the drawer must not pop back when it shrinks again.
  if (large && drawerOpen) setDrawerOpen(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const toggleSearch = useCallback(() => setSearchOpen((open) => !open), []);
  useSearchShortcut(toggleSearch);
  const drawerOpened = useOpenedOnce(drawerOpen);
  const searchOpened = useOpenedOnce(searchOpen);

  const side = large && layout !== 'horizontal' ? layout : null;
  const start = !large ? (
    <>
      <Button
        appearance="subtle"
        icon={<Navigation20Regular />}
        aria-label={t('nav.open')}
        aria-expanded={drawerOpen}
        onClick={() => setDrawerOpen(true)}
      />
      <Logo />
    </>
  ) : side === null ? (
    <Logo />
  ) : null;

  return (
    <div className={styles.root}>
      <SkipLink />
      <NavigationCounts onCounts={setCounts} asked={countsAsked} />
      {side && <NavSidebar mode={side} groups={groups} activeId={activeId} />}
      <div className={styles.column}>
        <HeaderBar start={start} end={<HeaderActions onSearch={() => setSearchOpen(true)} />} />
        {large && layout === 'horizontal' && (
          <nav aria-label={t('nav.label')}>
            <Suspense fallback={null}>
              <NavHorizontal groups={groups} activeId={activeId} />
            </Suspense>
          </nav>
        )}
        <ReadCountsAgainContext.Provider value={readCountsAgain}>
          <ShellMain />
        </ReadCountsAgainContext.Provider>
      </div>
      <Suspense fallback={null}>
        {!large && drawerOpened && <NavMobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} groups={groups} activeId={activeId} />}
        {searchOpened && <SearchDialog open={searchOpen} onOpenChange={setSearchOpen} groups={groups} />}
      </Suspense>
    </div>
  );
}
