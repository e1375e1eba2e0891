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

/** A page that only says something, with the way home: the i18n keys `<texts>.title`, `.body` and `.home`. */
export function NoticePage({ texts }: { texts: 'notFound' | 'forbidden' }) {
  const { t } = useTranslation();
  const linkTo = useAppLink();
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Title1 as="h1" className={styles.heading}>
        {t(`${texts}.title`)}
      </Title1>
      <Body1>{t(`${texts}.body`)}</Body1>
      <Button as="a" appearance="primary" className={styles.action} {...linkTo('/')}>
        {t(`${texts}.home`)}
      </Button>
    </div>
  );
}
