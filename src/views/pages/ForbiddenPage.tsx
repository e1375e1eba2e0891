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
    paddingInline: tokens.spacingHorizontalL,
  },
  heading: { margin: 0 },
  action: { minHeight: '44px' },
});

/** A page the signed-in user's role does not cover, opened by its address: says so, with the way back. */
export default function ForbiddenPage() {
  const { t } = useTranslation();
  const linkTo = useAppLink();
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Title1 as="h1" className={styles.heading}>
        {t('forbidden.title')}
      </Title1>
      <Body1>{t('forbidden.body')}</Body1>
      <Button as="a" appearance="primary" className={styles.action} {...linkTo('/')}>
        {t('forbidden.home')}
      </Button>
    </div>
  );
}
