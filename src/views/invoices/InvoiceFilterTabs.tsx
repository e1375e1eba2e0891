import { Badge, makeStyles, Tab, TabList } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { invoiceFilters, type InvoiceFilter, type InvoicesListEvent } from '../../../machines/invoices-list.machine';
import { filterKeys } from './invoice-states';

interface InvoiceFilterTabsProps {
  filter: InvoiceFilter;
  counts: Readonly<Record<InvoiceFilter, number>>;
  send: (event: InvoicesListEvent) => void;
}

// The tabs wrap onto a second line rather than pushing the page sideways on a phone.
const useStyles = makeStyles({ tabs: { flexWrap: 'wrap' } });

/** One tab per state, each with how many of the searched invoices it would show. */
export function InvoiceFilterTabs({ filter, counts, send }: InvoiceFilterTabsProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <TabList
      className={styles.tabs}
      aria-label={t('invoices.filters.label')}
      selectedValue={filter}
      onTabSelect={(_, data) => {
        const chosen = invoiceFilters.find((value) => value === data.value);
        if (chosen) send({ type: 'invoices.filter', filter: chosen });
      }}
    >
      {invoiceFilters.map((value) => (
        <Tab key={value} value={value}>
          {t(filterKeys[value])}{' '}
          <Badge appearance="tint" color={value === filter ? 'brand' : 'informative'} size="small">
            {counts[value]}
          </Badge>
        </Tab>
      ))}
    </TabList>
  );
}
