import { Avatar, Button, makeStyles, tokens, type ButtonProps } from '@fluentui/react-components';
import { getInitials } from '@fluentui/react-avatar';
import { useTranslation } from 'react-i18next';
import { SessionContext } from '../../kernel/session-context';

const useStyles = makeStyles({
  trigger: { minWidth: 'auto', padding: tokens.spacingHorizontalXS, borderRadius: tokens.borderRadiusCircular },
});

/** The account menu's button: the signed-in user's avatar. */
export function AccountButton(props: ButtonProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const name = SessionContext.useSelector((s) => s.context.user?.displayName ?? '');
  const email = SessionContext.useSelector((s) => s.context.user?.email ?? '');
  const who = name || email;
  return (
    // Named by the avatar (an image with the initials hidden from screen readers) rather than by an
    // aria-label on the button, which would not contain the initials a buyer sees (label in name).
    <Button appearance="subtle" className={styles.trigger} {...props}>
      <Avatar
        name={who}
        // Fluent reverses a name's initials in right-to-left pages, which turns a Latin "DM" into "MD":
        // the initials of the name as it is written.
        initials={getInitials(who, false) || undefined}
        color="colorful"
        size={32}
        aria-label={who ? t('shell.account', { name: who }) : t('shell.accountNoName')}
      />
    </Button>
  );
}
