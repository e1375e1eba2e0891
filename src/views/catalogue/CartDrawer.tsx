import { Button, DrawerBody, DrawerHeader, DrawerHeaderTitle, OverlayDrawer } from '@fluentui/react-components';
import { Dismiss24Regular } from '@fluentui/react-icons/svg/dismiss';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogueStyles } from './catalogue.styles';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/** The cart over the catalogue on screens too narrow for it beside the products. */
export default function CartDrawer({ open, onOpenChange, children }: Props) {
  const { t } = useTranslation();
  const styles = useCatalogueStyles();
  return (
    <OverlayDrawer position="end" size="medium" open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<Button appearance="subtle" aria-label={t('catalogue.cart.close')} icon={<Dismiss24Regular />} onClick={() => onOpenChange(false)} />}
        >
          {t('catalogue.cart.drawerTitle')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.drawerBody}>{children}</DrawerBody>
    </OverlayDrawer>
  );
}
