import { Field, SearchBox, Select } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { invoiceSorts, type InvoiceSort, type InvoicesListEvent } from '../../../machines/invoices-list.machine';
import { useInvoicesViewStyles } from './InvoicesView.styles';

interface InvoiceListControlsProps {
  search: string;
  sort: InvoiceSort;
  send: (event: InvoicesListEvent) => void;
}

/** Search on the folio, the order or its purchase order number, sent on every keystroke, and the sort order. */
export function InvoiceListControls({ search, sort, send }: InvoiceListControlsProps) {
  const { t } = useTranslation();
  const styles = useInvoicesViewStyles();
  return (
    <>
      <Field label={t('invoices.search.label')} className={styles.search}>
        <SearchBox
          value={search}
          placeholder={t('invoices.search.placeholder')}
          onChange={(_, data) => send({ type: 'list.search', text: data.value })}
        />
      </Field>
      <Field label={t('invoices.sort.label')}>
        <Select
          value={sort}
          onChange={(_, data) => {
            const chosen = invoiceSorts.find((value) => value === data.value);
            if (chosen) send({ type: 'list.sort', sort: chosen });
          }}
        >
          {invoiceSorts.map((value) => (
            <option key={value} value={value}>
              {t(`invoices.sort.${value}`)}
            </option>
          ))}
        </Select>
      </Field>
    </>
  );
}
