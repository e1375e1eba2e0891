import { Body1, Button, Title2, useRestoreFocusTarget } from '@fluentui/react-components';
import { PersonAddRegular } from '@fluentui/react-icons/svg/person-add';
import { useTranslation } from 'react-i18next';
import { useCompanyStyles } from './CompanyPage.styles';
import { MemberCard } from './MemberCard';
import type { CompanyViewModel } from './useCompanyView';

/** The company's users and pending invitations; an admin invites and changes them. */
export function MembersSection({ view }: { view: CompanyViewModel }) {
  const { t } = useTranslation();
  const styles = useCompanyStyles();
  const restoreFocus = useRestoreFocusTarget();
  return (
    <section className={styles.section} aria-labelledby="company-members-title">
      <div className={styles.sectionHeader}>
        <div>
          <Title2 as="h2" id="company-members-title" className={styles.sectionTitle}>
            {t('company.members.title')}
          </Title2>
          <Body1 className={styles.hint}>{t('company.members.subtitle')}</Body1>
        </div>
        {view.canManageUsers && (
          <Button
            className={styles.action}
            appearance="primary"
            icon={<PersonAddRegular />}
            disabled={view.busy}
            onClick={() => view.openDialog('invite')}
            {...restoreFocus}
          >
            {t('company.members.invite')}
          </Button>
        )}
      </div>
      <ul className={styles.list}>
        {view.members.map((member) => (
          <li key={`${member.kind}-${member.id}`}>
            <MemberCard member={member} view={view} />
          </li>
        ))}
      </ul>
    </section>
  );
}
