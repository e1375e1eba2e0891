import { Badge, Body1, Button, Card, Dropdown, mergeClasses, Option, Title3, useRestoreFocusTarget } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyMember } from '../../../contract/company';
import { roles, type Role } from '../../../contract/vocabulary';
import type { MemberChange } from '../../../machines/company.machine';
import { useLanguageTag } from '../common/useLanguageTag';
import { useCompanyStyles } from './CompanyPage.styles';
import { MemberSpending, spendingShown } from './MemberSpending';
import type { CompanyViewModel } from './useCompanyView';

const stateColour = { activo: 'success', invitado: 'informative', desactivado: 'subtle' } as const;

/** The buttons of a row: a user's activity one way or the other, an invitation's resend and cancel. */
type ButtonChange = Exclude<MemberChange['kind'], 'role'>;
const buttonsOf = (member: CompanyMember): ButtonChange[] =>
  member.kind === 'invitation' ? ['resend', 'cancel'] : [member.state === 'activo' ? 'deactivate' : 'reactivate'];

/** One user or invitation: who, which role, which state, when they last signed in, their spending limits, and an admin's actions. */
export function MemberCard({ member, view }: { member: CompanyMember; view: CompanyViewModel }) {
  const { t } = useTranslation();
  const styles = useCompanyStyles();
  const languageTag = useLanguageTag();
  const dates = useMemo(
    () => new Intl.DateTimeFormat(languageTag, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Santiago' }),
    [languageTag],
  );
  const when = (instant: string) => dates.format(new Date(instant));
  const who = member.name ?? member.email;
  const allowed = view.allowedChanges(member);
  const restoreFocus = useRestoreFocusTarget();
  const spending = view.spendingOf(member);
  const limitsEditable = view.canManageLimits && spending?.applies === true && spendingShown(member, spending);

  return (
    <Card className={styles.card}>
      <Title3 as="h3" className={styles.cardTitle} translate="no">
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
            <bdi translate="no">{member.email}</bdi>
          </Body1>
        )}
        {member.kind === 'user' && (
          <Body1>{member.last_sign_in ? t('company.members.lastSignIn', { when: when(member.last_sign_in) }) : t('company.members.neverSignedIn')}</Body1>
        )}
        {member.expires_at && <Body1>{t('company.members.expires', { when: when(member.expires_at) })}</Body1>}
        {spendingShown(member, spending) && <MemberSpending spending={spending} />}
        {view.canManageUsers && view.isLastAdmin(member) && <Body1 className={styles.hint}>{t('company.members.lastAdmin')}</Body1>}
      </div>
      {(view.canManageUsers || limitsEditable) && (
        <div className={styles.actions}>
          {view.canManageUsers && member.kind === 'user' && (
            <Dropdown
              className={mergeClasses(styles.action, styles.roleField)}
              button={{ className: styles.roleButton }}
              aria-label={t('company.members.roleOf', { who })}
              // Every user has a role: Fluent would still render its hidden "Clear selection" button, in English.
              clearButton={null}
              value={t(`company.roles.${member.role}`)}
              selectedOptions={[member.role]}
              disabled={view.busy || !allowed.has('role')}
              onOptionSelect={(_, data) => view.change({ kind: 'role', id: member.id, role: data.optionValue as Role })}
            >
              {roles.map((role) => (
                <Option key={role} value={role}>
                  {t(`company.roles.${role}`)}
                </Option>
              ))}
            </Dropdown>
          )}
          {(view.canManageUsers ? buttonsOf(member) : []).map((kind) => (
            <Button
              key={kind}
              className={styles.action}
              disabled={view.busy || !allowed.has(kind)}
              aria-label={t(`company.members.${kind}Named`, { who })}
              onClick={() => view.change({ kind, id: member.id })}
            >
              {t(`company.members.${kind}`)}
            </Button>
          ))}
          {limitsEditable && (
            <Button
              className={styles.action}
              disabled={view.busy}
              aria-label={t('company.limits.member.editNamed', { who })}
              onClick={() => view.openLimits(member)}
              {...restoreFocus}
            >
              {t('company.limits.member.edit')}
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
