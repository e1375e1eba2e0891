import { makeStyles, Title1, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { SessionContext } from '../../app/session-context';
import { UnderConstructionCard } from '../pages/UnderConstructionCard';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  greeting: { margin: 0 },
});

/** The portal's home (/dashboard and /dashboard/two): a greeting over the catalogue and cart. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const name = SessionContext.useSelector((s) => s.context.user?.displayName ?? '');
  return (
    <div className={styles.root}>
      <Title1 as="h1" className={styles.greeting}>
        {name ? t('dashboard.greeting', { name }) : t('dashboard.greetingNoName')}
      </Title1>
      <UnderConstructionCard page="catalogue" headingLevel={2} />
    </div>
  );
}
