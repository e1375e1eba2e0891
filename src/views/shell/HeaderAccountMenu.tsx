import {
  Avatar,
  Body1Strong,
  Button,
  Caption1,
  makeStyles,
  Menu,
  MenuDivider,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  tokens,
} from '@fluentui/react-components';
import { SignOut20Regular } from '@fluentui/react-icons/svg/sign-out';
import { getInitials } from '@fluentui/react-avatar';
import { useTranslation } from 'react-i18next';
import { SessionContext } from '../../kernel/session-context';

const useStyles = makeStyles({
  trigger: { minWidth: 'auto', padding: tokens.spacingHorizontalXS, borderRadius: tokens.borderRadiusCircular },
  who: {
    display: 'flex',
    flexDirection: 'column',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    maxWidth: '280px',
    overflowWrap: 'anywhere',
  },
  email: { color: tokens.colorNeutralForeground3 },
});

/** The signed-in user's menu: who is signed in and "Cerrar Sesión". */
export function HeaderAccountMenu() {
  const { t } = useTranslation();
  const styles = useStyles();
  const session = SessionContext.useActorRef();
  const name = SessionContext.useSelector((s) => s.context.user?.displayName ?? '');
  const email = SessionContext.useSelector((s) => s.context.user?.email ?? '');
  const canLogOut = SessionContext.useSelector((s) => s.can({ type: 'session.logout' }));
  const who = name || email;
  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        {/* Named by the avatar (an image with the initials hidden from screen readers) rather than by an
            aria-label on the button, which would not contain the initials a buyer sees (label in name). */}
        <Button appearance="subtle" className={styles.trigger}>
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
      </MenuTrigger>
      <MenuPopover>
        <div className={styles.who}>
          <Body1Strong>{name}</Body1Strong>
          <Caption1 className={styles.email}>{email}</Caption1>
        </div>
        <MenuDivider />
        <MenuList>
          <MenuItem icon={<SignOut20Regular />} disabled={!canLogOut} onClick={() => session.send({ type: 'session.logout' })}>
            {t('shell.signOut')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
