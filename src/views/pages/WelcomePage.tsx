import { Body1, Button, Card, Link, makeStyles, Subtitle1, Title1, tokens } from '@fluentui/react-components';
import type { FluentIcon } from '@fluentui/react-icons';
import { Cart24Regular } from '@fluentui/react-icons/svg/cart';
import { ReceiptMoney24Regular } from '@fluentui/react-icons/svg/receipt-money';
import { Star24Regular } from '@fluentui/react-icons/svg/star';
import { VehicleTruckProfile24Regular } from '@fluentui/react-icons/svg/vehicle-truck-profile';
import { useTranslation } from 'react-i18next';
import LanguagePicker from '../common/LanguagePicker';
import { Logo } from '../common/Logo';
import { useAppLink } from '../common/useAppLink';
import { businessTerms } from './business-terms';
import { paths } from '../../kernel/paths';

const offers: readonly { id: string; icon: FluentIcon }[] = [
  { id: 'catalogue', icon: Cart24Regular },
  { id: 'delivery', icon: VehicleTruckProfile24Regular },
  { id: 'invoices', icon: ReceiptMoney24Regular },
  { id: 'club', icon: Star24Regular },
];

const useStyles = makeStyles({
  root: { minHeight: '100vh', display: 'flex', flexDirection: 'column', backgroundColor: tokens.colorNeutralBackground2 },
  header: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXXL}`,
  },
  main: {
    flexGrow: 1,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXL,
    width: '100%',
    maxWidth: '1200px',
    marginInline: 'auto',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXXL}`,
    boxSizing: 'border-box',
  },
  hero: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '60ch' },
  heading: { margin: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  offers: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  offer: { height: '100%', gap: tokens.spacingVerticalS, padding: tokens.spacingHorizontalL },
  offerIcon: { color: tokens.colorBrandForeground1 },
  footer: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXL },
});

/** /bienvenida: what the portal offers, and the way in (sign in or register), outside any layout. */
export default function WelcomePage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const linkTo = useAppLink();
  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <Logo />
        <LanguagePicker />
      </header>
      <main className={styles.main}>
        <div className={styles.hero}>
          <Title1 as="h1" className={styles.heading}>
            {t('pages.welcome.title')}
          </Title1>
          <Body1>{t('pages.welcome.lead')}</Body1>
          <div className={styles.actions}>
            <Button as="a" appearance="primary" size="large" {...linkTo(paths.login)}>
              {t('pages.welcome.signIn')}
            </Button>
            <Button as="a" size="large" {...linkTo(paths.register)}>
              {t('pages.welcome.register')}
            </Button>
            <Button as="a" size="large" {...linkTo(paths.publicCatalogue)}>
              {t('pages.welcome.browse')}
            </Button>
          </div>
        </div>
        <ul className={styles.offers} aria-label={t('pages.welcome.offersLabel')}>
          {offers.map(({ id, icon: Icon }) => (
            <li key={id}>
              <Card className={styles.offer}>
                <Icon className={styles.offerIcon} aria-hidden />
                <Subtitle1 as="h2" className={styles.heading}>
                  {t(`pages.welcome.offers.${id}.title`)}
                </Subtitle1>
                <Body1>{t(`pages.welcome.offers.${id}.body`, businessTerms)}</Body1>
              </Card>
            </li>
          ))}
        </ul>
        <nav className={styles.footer} aria-label={t('pages.welcome.moreLabel')}>
          <Link {...linkTo(paths.faq)}>{t('shell.faq')}</Link>
          <Link {...linkTo(paths.terms)}>{t('shell.terms')}</Link>
        </nav>
      </main>
    </div>
  );
}
