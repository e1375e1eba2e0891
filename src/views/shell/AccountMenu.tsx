import { Body1Strong, Caption1, makeStyles, Menu, MenuDivider, MenuItem, MenuList, MenuPopover, MenuTrigger, tokens } from '@fluentui/react-components';
import { SignOut20Regular } from '@fluentui/react-icons/svg/sign-out';
import { useTranslation } from 'react-i18next';
import { SessionContext } from '../../kernel/session-context';
import { AccountButton } from './AccountButton';

const useStyles = makeStyles({
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
export default function AccountMenu() {
  const { t } = useTranslation();
  const styles = useStyles();
  const session = SessionContext.useActorRef();
  const name = SessionContext.useSelector((s) => s.context.user?.displayName ?? '');
  const email = SessionContext.useSelector((s) => s.context.user?.email ?? '');
  const canLogOut = SessionContext.useSelector((s) => s.can({ type: 'session.logout' }));
  return (
    <Menu positioning="below-end">
      <MenuTrigger disableButtonEnhancement>
        <AccountButton />
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
