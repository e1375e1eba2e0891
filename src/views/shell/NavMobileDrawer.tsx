import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  makeStyles,
  OverlayDrawer,
  tokens,
} from '@fluentui/react-components';
import { Dismiss20Regular } from '@fluentui/react-icons/svg/dismiss';
import { useTranslation } from 'react-i18next';
import type { NavGroup } from './navigation';
import { NavVerticalList } from './NavVerticalList';
import { layoutSizes } from '../common/layout.constants';

const useStyles = makeStyles({
  drawer: { width: `${layoutSizes.navVerticalWidth}px`, maxWidth: '100vw' },
  body: { paddingTop: tokens.spacingVerticalS },
});

interface Props {
  open: boolean;
  onClose: () => void;
  groups: readonly NavGroup[];
  activeId: string | null;
}

/** Small screens: the navigation slides in over the page and closes once a link is followed. */
export function NavMobileDrawer({ open, onClose, groups, activeId }: Props) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <OverlayDrawer
      open={open}
      onOpenChange={(_, data) => {
        if (!data.open) onClose();
      }}
      position="start"
      className={styles.drawer}
      aria-label={t('nav.label')}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" icon={<Dismiss20Regular />} aria-label={t('nav.close')} onClick={onClose} />}
        >
          {t('nav.menu')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        <nav aria-label={t('nav.label')}>
          <NavVerticalList groups={groups} activeId={activeId} onFollow={onClose} />
        </nav>
      </DrawerBody>
    </OverlayDrawer>
  );
}
