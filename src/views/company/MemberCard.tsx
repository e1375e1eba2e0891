import { Badge, Body1, Button, Card, Dropdown, mergeClasses, Option, Title3 } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { CompanyMember } from '../../../contract/company';
import { roles, type Role } from '../../../contract/vocabulary';
import { useLanguageTag } from '../common/useLanguageTag';
import { useCompanyStyles } from './CompanyPage.styles';
import type { CompanyViewModel } from './useCompanyView';

const stateColour = { activo: 'success', invitado: 'informative', desactivado: 'subtle' } as const;

/** One user or invitation: who, which role, which state, when they last signed in, and an admin's actions. */
export function MemberCard({ member, view }: { member: CompanyMember; view: CompanyViewModel }) {
  const { t } = useTranslation();
  const styles = useCompanyStyles();
  const languageTag = useLanguageTag();
  const when = (instant: string) =>
    new Intl.DateTimeFormat(languageTag, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Santiago' }).format(new Date(instant));
  const who = member.name ?? member.email;
  const lastAdmin = view.isLastAdmin(member);
  const isUser = member.kind === 'user';

  return (
    <Card className={styles.card}>
      <Title3 as="h3" className={styles.cardTitle}>
        {who}
      </Title3>
      <div className={styles.badges}>
        <Badge appearance="tint" color="brand">
          {t(`company.roles.${member.role}`)}
        </Badge>
        <Badge appearance="tint" color={stateColour[member.state]}>
          {t(`company.states.${member.state}`)}
        </Badge>
      </div>
      <div className={styles.lines}>
        {member.name && (
          <Body1>
            <bdi>{member.email}</bdi>
          </Body1>
        )}
        {isUser && (
          <Body1>{member.last_sign_in ? t('company.members.lastSignIn', { when: when(member.last_sign_in) }) : t('company.members.neverSignedIn')}</Body1>
        )}
        {member.expires_at && <Body1>{t('company.members.expires', { when: when(member.expires_at) })}</Body1>}
        {view.canManageUsers && lastAdmin && <Body1 className={styles.hint}>{t('company.members.lastAdmin')}</Body1>}
      </div>
      {view.canManageUsers && (
        <div className={styles.actions}>
          {isUser ? (
            <>
              <Dropdown
                className={mergeClasses(styles.action, styles.roleField)}
                button={{ className: styles.roleButton }}
                aria-label={t('company.members.roleOf', { who })}
                value={t(`company.roles.${member.role}`)}
                selectedOptions={[member.role]}
                disabled={view.busy || lastAdmin || member.state !== 'activo'}
                onOptionSelect={(_, data) => view.change({ kind: 'role', id: member.id, role: data.optionValue as Role })}
              >
                {roles.map((role) => (
                  <Option key={role} value={role}>
                    {t(`company.roles.${role}`)}
                  </Option>
                ))}
              </Dropdown>
              {member.state === 'activo' ? (
                <Button
                  className={styles.action}
                  disabled={view.busy || lastAdmin}
                  aria-label={t('company.members.deactivateNamed', { who })}
                  onClick={() => view.change({ kind: 'deactivate', id: member.id })}
                >
                  {t('company.members.deactivate')}
                </Button>
              ) : (
                <Button
                  className={styles.action}
                  disabled={view.busy}
                  aria-label={t('company.members.reactivateNamed', { who })}
                  onClick={() => view.change({ kind: 'reactivate', id: member.id })}
                >
                  {t('company.members.reactivate')}
                </Button>
              )}
            </>
          ) : (
            <>
              <Button
                className={styles.action}
                disabled={view.busy}
                aria-label={t('company.members.resendNamed', { who })}
                onClick={() => view.change({ kind: 'resend', id: member.id })}
              >
                {t('company.members.resend')}
              </Button>
              <Button
                className={styles.action}
                disabled={view.busy}
                aria-label={t('company.members.cancelNamed', { who })}
                onClick={() => view.change({ kind: 'cancel', id: member.id })}
              >
                {t('company.members.cancelInvitation')}
              </Button>
            </>
          )}
        </div>
      )}
    </Card>
  );
}
