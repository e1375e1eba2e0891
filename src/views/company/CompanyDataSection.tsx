import { Body1, Button, Card, Title2, useRestoreFocusTarget } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons/svg/edit';
import { LockClosedRegular } from '@fluentui/react-icons/svg/lock-closed';
import { useTranslation } from 'react-i18next';
import type { CompanyData } from '../../../contract/company';
import { formatChileanPhone } from '../../../contract/phone';
import { useCompanyStyles } from './CompanyPage.styles';

interface CompanyDataSectionProps {
  company: CompanyData;
  canEdit: boolean;
  busy: boolean;
  onEdit: () => void;
}

/** The company's data, read-only; an admin opens the dialog to change it. */
export function CompanyDataSection({ company, canEdit, busy, onEdit }: CompanyDataSectionProps) {
  const { t } = useTranslation();
  const styles = useCompanyStyles();
  const restoreFocus = useRestoreFocusTarget();
  const missing = t('company.data.missing');
  const billing = company.billing_address;
  const rows: [string, string][] = [
    [t('company.data.rut'), company.rut || missing],
    [t('company.data.razonSocial'), company.razon_social],
    [t('company.data.giro'), company.giro || missing],
    // A phone saved before the gateway kept the readable form reads as the dialog will save it.
    [t('company.data.phone'), company.phone ? (formatChileanPhone(company.phone) ?? company.phone) : missing],
    [t('company.data.invoiceEmail'), company.invoice_email ?? missing],
    [t('company.data.billingAddress'), billing ? [billing.name, billing.street, billing.comuna].filter(Boolean).join(', ') : missing],
  ];

  return (
    <Card className={styles.section} aria-labelledby="company-data-title">
      <div className={styles.sectionHeader}>
        <Title2 as="h2" id="company-data-title" className={styles.sectionTitle}>
          {t('company.data.title')}
        </Title2>
        {canEdit && (
          <Button className={styles.action} icon={<EditRegular />} disabled={busy} onClick={onEdit} {...restoreFocus}>
            {t('company.data.edit')}
          </Button>
        )}
      </div>
      <dl className={styles.data}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.row}>
            <dt className={styles.term}>{term}</dt>
            {/* Isolated, so a RUT, a phone or an e-mail keeps its order inside right-to-left text; the company's own data is not for a translator. */}
            <dd className={styles.value}>
              <bdi translate={value === missing ? undefined : 'no'}>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      {company.rut_locked && (
        <Body1 className={styles.hint}>
          <LockClosedRegular aria-hidden /> {t('company.data.rutLocked')}
        </Body1>
      )}
    </Card>
  );
}
