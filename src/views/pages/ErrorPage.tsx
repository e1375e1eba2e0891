import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useTypographyStyles } from '../common/typography.styles';

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
  // Centred on every line: the typography's start alignment would leave a wrapped line ragged on a phone.
  detail: { maxWidth: '640px', overflowWrap: 'anywhere', textAlign: 'center' },
  actions: { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: tokens.spacingHorizontalM },
  action: { minHeight: '44px' },
});

function describe(error: unknown): string | null {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' && error !== '' ? error : null;
}

/**
 * How Chromium, Firefox and Safari word a page chunk that could not be fetched (Safari, when the server
 * answered a missing chunk with a page, names its type), and how Vite words a stylesheet of one: a deploy
 * replaced the files or the connection fell, and a reload is the way out.
 */
const chunkUnreachable = /dynamically imported module|Importing a module script failed|is not a valid JavaScript MIME type|Unable to preload CSS/i;

/**
 * What shows when a page throws while loading or rendering (spec section 8): its message, or a general
 * one. A page whose code could not be fetched says so in the reader's language, never in the browser's
 * English, with a reload. It is part of the entry bundle so it still appears when a lazy chunk is what
 * failed to load.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const type = useTypographyStyles();
  const detail = describe(error);
  const unreachable = detail !== null && chunkUnreachable.test(detail);
  return (
    <main className={styles.root}>
      <h1 className={mergeClasses(type.title1, styles.detail)}>{unreachable ? t('errorPage.chunkTitle') : t('errorPage.title')}</h1>
      <span className={mergeClasses(type.body1, styles.detail)}>
        {unreachable ? t('errorPage.chunkUnreachable') : (detail ?? t('errorPage.unknown'))}
      </span>
      <div className={styles.actions}>
        {unreachable && (
          <Button className={styles.action} appearance="primary" onClick={() => window.location.reload()}>
            {t('errorPage.reload')}
          </Button>
        )}
        {/* A full load, not a router navigation: whatever state broke the page is left behind. */}
        <Button className={styles.action} as="a" href="/" appearance={unreachable ? 'secondary' : 'primary'}>
          {t('errorPage.home')}
        </Button>
      </div>
    </main>
  );
}
