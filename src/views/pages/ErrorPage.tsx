import { Body1, Button, makeStyles, Title1, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

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
  detail: { maxWidth: '640px', overflowWrap: 'anywhere' },
});

function describe(error: unknown): string | null {
  if (isRouteErrorResponse(error)) return [error.status, error.statusText].filter(Boolean).join(' ');
  if (error instanceof Error) return error.message;
  return typeof error === 'string' && error !== '' ? error : null;
}

/**
 * What the router shows when a page throws while loading or rendering (spec section 8). It is part of
 * the entry bundle so it still appears when a lazy chunk is what failed to load.
 */
export function ErrorPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const detail = describe(useRouteError());
  return (
    <main className={styles.root}>
      <Title1 as="h1">{t('errorPage.title')}</Title1>
      <Body1 className={styles.detail}>{detail ?? t('errorPage.unknown')}</Body1>
      {/* A full load, not a router navigation: whatever state broke the page is left behind. */}
      <Button as="a" href="/" appearance="primary">
        {t('errorPage.home')}
      </Button>
    </main>
  );
}
