import { Body1, Button, Card, Spinner, Title2, useRestoreFocusTarget } from '@fluentui/react-components';
import { MoneySettingsRegular } from '@fluentui/react-icons/svg/money-settings';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../common/describe-failure';
import { PageMessage } from '../common/PageMessage';
import { useCompanyStyles } from './CompanyPage.styles';
import type { CompanyViewModel } from './useCompanyView';
import { useSpendingWords } from './useSpendingWords';

/** The company's spending rule in words, and what happens to an order above it; an admin opens the dialog to change it. */
export function SpendingLimitsSection({ view }: { view: CompanyViewModel }) {
  const { t } = useTranslation();
  const styles = useCompanyStyles();
  const restoreFocus = useRestoreFocusTarget();
  const words = useSpendingWords();
  const rule = view.limits && words.limitsOf(view.limits.company);

  return (
    <Card className={styles.section} aria-labelledby="company-limits-title" aria-busy={view.limitsLoading}>
      <div className={styles.sectionHeader}>
        <Title2 as="h2" id="company-limits-title" className={styles.sectionTitle}>
          {t('company.limits.title')}
        </Title2>
        {view.canManageLimits && view.limits && (
          <Button className={styles.action} icon={<MoneySettingsRegular />} disabled={view.busy} onClick={() => view.openLimits(null)} {...restoreFocus}>
            {t('company.limits.change')}
          </Button>
        )}
      </div>
      {view.limitsFailure && (
        <PageMessage intent="error" action={{ label: t('company.retry'), onClick: view.retry }}>
          {t('company.limits.loadFailed')} {describeFailure(t, view.limitsFailure)}
        </PageMessage>
      )}
      {view.limitsLoading && !view.limits && <Spinner size="tiny" labelPosition="after" label={t('company.limits.loading')} />}
      {view.limits && (
        <div className={styles.lines}>
          <Body1 className={styles.rule}>{rule ? t('company.limits.companyRule', { limits: rule }) : t('company.limits.none')}</Body1>
          <Body1 className={styles.hint}>{t('company.limits.explain')}</Body1>
        </div>
      )}
    </Card>
  );
}
