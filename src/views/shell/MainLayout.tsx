import { Caption1, Link, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { HeaderActions } from './HeaderActions';
import { HeaderBar } from './HeaderBar';
import { Logo } from '../common/Logo';
import { ShellMain } from './ShellMain';
import { SkipLink } from './SkipLink';
import { useAppLink } from '../common/useAppLink';
import { paths } from '../../kernel/paths';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', minHeight: '100vh' },
  footer: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingHorizontalXL,
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalXXL}`,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  copyright: { color: tokens.colorNeutralForeground2 },
});

/** The public layout of /teampurchase, /detalle and /faq: header, page, and a footer with the terms. */
export default function MainLayout() {
  const { t } = useTranslation();
  const styles = useStyles();
  const linkTo = useAppLink();
  return (
    <div className={styles.root}>
      <SkipLink />
      <HeaderBar start={<Logo />} end={<HeaderActions />} />
      <ShellMain />
      <footer className={styles.footer}>
        <Link {...linkTo(paths.terms)}>{t('shell.terms')}</Link>
        <Link {...linkTo(paths.faq)}>{t('shell.faq')}</Link>
        <Caption1 className={styles.copyright}>{t('shell.copyright', { year: new Date().getFullYear() })}</Caption1>
      </footer>
    </div>
  );
}
