import { Body1, Button, makeStyles, Title1, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { SessionContext } from '../../app/session-context';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXXXL,
    minHeight: '100vh',
  },
});

export default function DashboardPage() {
  const { t } = useTranslation();
  const session = SessionContext.useActorRef();
  const name = SessionContext.useSelector((s) => s.context.user?.displayName ?? '');
  return (
    <main className={useStyles().root}>
      <Title1 as="h1">{name ? t('dashboard.greeting', { name }) : t('dashboard.greetingNoName')}</Title1>
      <Body1>{t('dashboard.welcome')}</Body1>
      <Button onClick={() => session.send({ type: 'session.logout' })}>{t('dashboard.logout')}</Button>
    </main>
  );
}
