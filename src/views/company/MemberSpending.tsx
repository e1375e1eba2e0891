import { Body1 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { CompanyMember } from '../../../contract/company';
import { can } from '../../../contract/permissions';
import type { MemberSpending as Spending } from '../../../contract/spending-limits';
import { formatClp } from '../../../machines/rules/money';
import { useCompanyStyles } from './CompanyPage.styles';
import { useSpendingWords } from './useSpendingWords';

/** Whether a user's card speaks of limits at all: admins' orders never wait, and finanzas places none. */
export function spendingShown(member: CompanyMember, spending: Spending | null): spending is Spending {
  return spending !== null && (!spending.applies || can(member.role, 'purchase.place'));
}

/** A user's limits (the company's or their own) and what they ordered in the period so far; for an admin, that nothing waits. */
export function MemberSpending({ spending }: { spending: Spending }) {
  const { t } = useTranslation();
  const styles = useCompanyStyles();
  const words = useSpendingWords();
  if (!spending.applies) return <Body1 className={styles.hint}>{t('company.limits.member.exempt')}</Body1>;
  const limits = words.limitsOf(spending.rule);
  const source = spending.own_rule ? 'own' : 'company';
  return (
    <>
      <Body1>{limits ? t(`company.limits.member.rule.${source}`, { limits }) : t(`company.limits.member.none.${source}`)}</Body1>
      <Body1>
        {t(`company.limits.member.spent.${spending.rule.period}`, {
          amount: formatClp(spending.spent),
          period: words.periodOf(spending.period_start, spending.period_end),
        })}
      </Body1>
    </>
  );
}
