import type { Product } from '../../../contract/catalogue';
import { Text } from '@fluentui/react-components';
import { Trans, useTranslation } from 'react-i18next';

/** The SKU and the pack ("Bidón 5 L") are the catalogue's own, in Spanish: not for a translator. */
const catalogueWords = { code: <span translate="no" />, pack: <span translate="no" /> };

/** The line under a product's name, on a card and a compact row alike: its SKU, its pack and its unit. */
export function ProductMeta({ product, className }: { product: Pick<Product, 'default_code' | 'pack_size' | 'uom'>; className: string }) {
  const { t } = useTranslation();
  return (
    <Text size={200} className={className}>
      <Trans
        i18nKey="catalogue.product.meta"
        values={{ code: product.default_code, pack: product.pack_size, unit: t(`catalogue.units.${product.uom}`) }}
        components={catalogueWords}
      />
    </Text>
  );
}
