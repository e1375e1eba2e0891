import { Dialog, DialogSurface } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingRing } from '../common/LoadingRing';
import { type NavGroup } from './navigation';
import { useSearchDialogStyles } from './SearchDialog.styles';

// The palette comes with its first opening: no page pays for it until the buyer asks.
const PaletteBody = lazy(() => import('./PaletteBody'));

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  groups: readonly NavGroup[];
}

/** The buyer's palette (Ctrl+K or Meta+K): pages, products, orders and invoices, all by keyboard. */
export function SearchDialog({ open, onOpenChange, groups }: Props) {
  const { t } = useTranslation();
  const styles = useSearchDialogStyles();
  return (
    <Dialog open={open} onOpenChange={(_, data) => onOpenChange(data.open)}>
      <DialogSurface className={styles.surface} aria-label={t('search.title')}>
        <Suspense
          fallback={
            <div role="status" className={styles.loading}>
              <LoadingRing size="medium" />
              {t('search.loading')}
            </div>
          }
        >
          <PaletteBody groups={groups} onClose={() => onOpenChange(false)} />
        </Suspense>
      </DialogSurface>
    </Dialog>
  );
}
