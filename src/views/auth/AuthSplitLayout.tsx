import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useTypographyStyles } from '../common/typography.styles';
import { PantryIllustration } from './PantryIllustration';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: '1fr',
    minHeight: '100vh',
    '@media (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr) 480px' },
  },
  aside: {
    display: 'none',
    backgroundColor: tokens.colorNeutralBackground3,
    padding: tokens.spacingHorizontalXXXL,
    '@media (min-width: 900px)': {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'center',
      alignItems: 'center',
      gap: tokens.spacingVerticalXL,
      textAlign: 'center',
    },
  },
  main: {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

/** The auth pages' split layout: the illustration beside, the form in its own column. */
export function AuthSplitLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const type = useTypographyStyles();
  return (
    <div className={styles.root}>
      <aside className={styles.aside}>
        <p className={type.title2}>{t('app.name')}</p>
        <span className={type.body1}>{t('app.tagline')}</span>
        <PantryIllustration title={t('auth.login.illustration')} />
      </aside>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
