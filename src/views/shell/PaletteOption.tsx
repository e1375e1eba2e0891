import { Body1Strong, Caption1, mergeClasses } from '@fluentui/react-components';
import { Cart16Regular } from '@fluentui/react-icons/svg/cart';
import { Open16Regular } from '@fluentui/react-icons/svg/open';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { formatDay, formatSantiagoDay } from '../../../machines/rules/calendar';
import { formatClp } from '../../../machines/rules/money';
import { invoiceStateKeys } from '../common/invoice-state-keys';
import { isExternalPath } from '../common/useAppLink';
import { navIcons } from './navIcons';
import { captionKeyOf, type PaletteItem } from './palette-items';
import { useSearchDialogStyles } from './SearchDialog.styles';

interface Props {
  id: string;
  item: PaletteItem;
  /** Choosing it adds the product to the cart rather than opening its page. */
  adds: boolean;
  active: boolean;
  onChoose: () => void;
  onHover: () => void;
}

const isolated = { x: <bdi /> };

/** One result: what it is, one line about it, and what choosing it does. */
export function PaletteOption({ id, item, adds, active, onChoose, onHover }: Props) {
  const styles = useSearchDialogStyles();
  const { picture, title, caption, action } = useOptionParts(item, adds);
  return (
    <div
      id={id}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      className={mergeClasses(styles.option, active && styles.active)}
      onClick={onChoose}
      // A screen reader's browse mode can focus an option itself; Enter there chooses it too.
      onKeyDown={(event) => {
        if (event.key === 'Enter') onChoose();
      }}
      onMouseMove={onHover}
    >
      {picture}
      <span className={styles.optionText}>
        <Body1Strong className={styles.title}>{title}</Body1Strong>
        <Caption1 className={styles.caption}>{caption}</Caption1>
      </span>
      {action}
    </div>
  );
}

function useOptionParts(item: PaletteItem, adds: boolean): { picture: ReactNode; title: ReactNode; caption: ReactNode; action: ReactNode } {
  const { t } = useTranslation();
  const styles = useSearchDialogStyles();
  const dot = ' · ';
  switch (item.kind) {
    case 'page': {
      const Icon = navIcons[item.page.icon];
      return {
        picture: <Icon aria-hidden className={styles.icon} />,
        title: t(item.page.title),
        caption: t(captionKeyOf(item.page)),
        action: isExternalPath(item.page.path) ? <Open16Regular aria-label={t('nav.opensInNewTab')} /> : null,
      };
    }
    case 'product': {
      const { product } = item;
      const out = product.stock_state === 'out';
      return {
        picture: <img src={product.image_url} alt="" className={styles.picture} />,
        title: <bdi>{product.name}</bdi>,
        caption: (
          <>
            <bdi>{product.default_code}</bdi>
            {dot}
            <bdi>{product.pack_size}</bdi>
            {dot}
            <Trans i18nKey="search.product.price" values={{ price: formatClp(product.list_price) }} components={isolated} />
          </>
        ),
        action: (
          <span className={mergeClasses(styles.action, adds && styles.addAction)}>
            {adds && <Cart16Regular aria-hidden />}
            {adds ? t('search.product.add') : out ? t('search.product.outOfStock') : t('search.product.view')}
          </span>
        ),
      };
    }
    case 'order': {
      const { order } = item;
      const Icon = navIcons.orders;
      return {
        picture: <Icon aria-hidden className={styles.icon} />,
        title: <Trans i18nKey="search.order.title" values={{ name: order.name }} components={isolated} />,
        caption: (
          <>
            <bdi>{formatSantiagoDay(order.date_order)}</bdi>
            {dot}
            <bdi>{formatClp(order.amount_total)}</bdi>
            {dot}
            {t(`orders.states.${order.state}`, { defaultValue: order.state })}
          </>
        ),
        action: null,
      };
    }
    case 'invoice': {
      const { invoice } = item;
      const Icon = navIcons.invoices;
      return {
        picture: <Icon aria-hidden className={styles.icon} />,
        title: <Trans i18nKey="search.invoice.title" values={{ name: invoice.name }} components={isolated} />,
        caption: (
          <>
            <bdi>{formatDay(invoice.invoice_date)}</bdi>
            {dot}
            <Trans i18nKey="search.invoice.due" values={{ amount: formatClp(invoice.total_due) }} components={isolated} />
            {dot}
            {t(invoiceStateKeys[invoice.despensa_custom_state])}
          </>
        ),
        action: null,
      };
    }
  }
}
