import { Body1, Button, makeStyles, Title1, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    placeItems: 'center',
    alignContent: 'center',
    gap: tokens.spacingVerticalL,
    minHeight: '100vh',
    padding: tokens.spacingHorizontalXXL,
    textAlign: 'center',
  },
});

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className={useStyles().root}>
      <Title1 as="h1">{t('notFound.title')}</Title1>
      <Body1>{t('notFound.body')}</Body1>
      <Button as="a" href="/" appearance="primary">
        {t('notFound.home')}
      </Button>
    </main>
  );
}
