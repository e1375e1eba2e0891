import { Body1, Button, makeStyles, Title1, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useAppLink } from '../common/useAppLink';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    placeItems: 'center',
    alignContent: 'center',
    gap: tokens.spacingVerticalL,
    minHeight: '50vh',
    textAlign: 'center',
  },
  heading: { margin: 0 },
});

export default function NotFoundPage() {
  const { t } = useTranslation();
  const linkTo = useAppLink();
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Title1 as="h1" className={styles.heading}>
        {t('notFound.title')}
      </Title1>
      <Body1>{t('notFound.body')}</Body1>
      <Button as="a" appearance="primary" {...linkTo('/')}>
        {t('notFound.home')}
      </Button>
    </div>
  );
}
