import { Badge, Body1, Button, Card, makeStyles, Title1, Title2, tokens } from '@fluentui/react-components';
import { Home20Regular } from '@fluentui/react-icons/svg/home';
import { WrenchScrewdriver20Regular } from '@fluentui/react-icons/svg/wrench-screwdriver';
import { useTranslation } from 'react-i18next';
import { useAppLink } from '../common/useAppLink';
import type { PendingPage } from './pending-pages';
import { paths } from '../../app/paths';

const useStyles = makeStyles({
  card: {
    maxWidth: '640px',
    padding: tokens.spacingHorizontalXXL,
    gap: tokens.spacingVerticalL,
    alignItems: 'flex-start',
  },
  heading: { margin: 0 },
});

/** A page still to be built: its title, what it will offer, and a way on, so no route is ever blank. */
export function UnderConstructionCard({ page, headingLevel = 1 }: { page: PendingPage; headingLevel?: 1 | 2 }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const linkTo = useAppLink();
  const Heading = headingLevel === 1 ? Title1 : Title2;
  return (
    <Card className={styles.card} appearance="filled-alternative">
      <Badge appearance="tint" color="warning" size="large" icon={<WrenchScrewdriver20Regular />}>
        {t('pages.pending.badge')}
      </Badge>
      <Heading as={headingLevel === 1 ? 'h1' : 'h2'} className={styles.heading}>
        {t(`pages.pending.${page}.title`)}
      </Heading>
      <Body1>{t(`pages.pending.${page}.description`)}</Body1>
      <Button as="a" appearance="primary" icon={<Home20Regular />} {...linkTo(paths.dashboard)}>
        {t('pages.pending.back')}
      </Button>
    </Card>
  );
}
