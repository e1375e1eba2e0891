import type { Product } from '../../../contract/catalogue';
import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { priceWithTax } from '../../../machines/catalogue.machine';
import { formatClp } from '../../../machines/rules/money';
import { clubSavingPerUnit, hasClubPrice } from '../../../machines/rules/totals';
import { useProductCardStyles } from './catalogue.styles';

interface ProductPricesProps {
  product: Pick<Product, 'list_price' | 'cxti_price'>;
  /** Visitors see list prices only: the club price is for buyers (decisions.md). */
  showClub: boolean;
  /** A member pays the club price: it comes first, the list price after it, struck. */
  member?: boolean;
  /** Two lines for the compact list: the price paid net, then the list price struck or the club's. */
  compact?: boolean;
  /** The unit the price is for, said with it where nothing beside the price names it (the product's page). */
  unit?: string;
}

/**
 * The list price net and with IVA, and for buyers the club price and what it saves; for a member, the
 * club price it is charged first, net and with IVA, then the list price it no longer pays.
 */
export function ProductPrices({ product, showClub, member = false, compact = false, unit }: ProductPricesProps) {
  const { t } = useTranslation();
  const styles = useProductCardStyles();
  const inClub = showClub && hasClubPrice(product);
  const saving = clubSavingPerUnit(product);
  if (compact) {
    const paid = inClub && member ? product.cxti_price : product.list_price;
    return (
      <div className={styles.prices}>
        <Text className={styles.price}>{t('catalogue.product.net', { price: formatClp(paid) })}</Text>
        {inClub && member ? (
          <Text size={200} className={styles.meta}>
            {t('catalogue.product.listWas')} <Text size={200} strikethrough>{formatClp(product.list_price)}</Text>
          </Text>
        ) : inClub ? (
          <Text size={200} className={styles.club}>
            {t('catalogue.product.club', { price: formatClp(product.cxti_price) })}
          </Text>
        ) : (
          <Text size={200} className={styles.meta}>
            {t('catalogue.product.withTax', { price: formatClp(priceWithTax(product.list_price)) })}
          </Text>
        )}
      </div>
    );
  }
  if (inClub && member) {
    return (
      <div className={styles.prices}>
        <Text className={styles.price}>
          {unit
            ? t('catalogue.product.memberNetPer', { price: formatClp(product.cxti_price), unit })
            : t('catalogue.product.memberNet', { price: formatClp(product.cxti_price) })}
        </Text>
        <Text size={200} className={styles.meta}>
          {t('catalogue.product.withTax', { price: formatClp(priceWithTax(product.cxti_price)) })}
        </Text>
        <Text size={200} className={styles.meta}>
          {t('catalogue.product.listWas')} <Text size={200} strikethrough>{formatClp(product.list_price)}</Text>
        </Text>
        {saving > 0 && (
          <Text size={200} className={styles.saving}>
            {t('catalogue.product.memberSaving', { amount: formatClp(saving) })}
          </Text>
        )}
      </div>
    );
  }
  return (
    <div className={styles.prices}>
      <Text className={styles.price}>
        {unit ? t('catalogue.product.netPer', { price: formatClp(product.list_price), unit }) : t('catalogue.product.net', { price: formatClp(product.list_price) })}
      </Text>
      <Text size={200} className={styles.meta}>
        {t('catalogue.product.withTax', { price: formatClp(priceWithTax(product.list_price)) })}
      </Text>
      {inClub && (
        <>
          <Text className={styles.club}>{t('catalogue.product.club', { price: formatClp(product.cxti_price) })}</Text>
          {saving > 0 && (
            <Text size={200} className={styles.saving}>
              {t('catalogue.product.saving', { amount: formatClp(saving) })}
            </Text>
          )}
        </>
      )}
    </div>
  );
}
