import { Body1, Caption1, makeStyles, Title1, Title3, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { businessTerms } from './business-terms';

const sections = [
  'scope',
  'accounts',
  'orders',
  'prices',
  'minimumOrder',
  'delivery',
  'payment',
  'invoices',
  'returns',
  'data',
  'changes',
] as const;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '72ch' },
  heading: { margin: 0 },
  updated: { color: tokens.colorNeutralForeground2 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { margin: 0, paddingInlineStart: 0, listStyleType: 'none', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
});

/** /terminos-y-condiciones: the conditions of sale of the portal. */
export default function TermsPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <article className={styles.root}>
      <Title1 as="h1" className={styles.heading}>
        {t('pages.terms.title')}
      </Title1>
      <Caption1 className={styles.updated}>{t('pages.terms.updated')}</Caption1>
      <Body1>{t('pages.terms.intro')}</Body1>
      <ol className={styles.list}>
        {sections.map((id, index) => (
          <li key={id}>
            <section className={styles.section} aria-labelledby={`terms-${id}`}>
              <Title3 as="h2" id={`terms-${id}`} className={styles.heading}>
                {`${index + 1}. ${t(`pages.terms.sections.${id}.title`)}`}
              </Title3>
              <Body1 as="p">{t(`pages.terms.sections.${id}.body`, businessTerms)}</Body1>
            </section>
          </li>
        ))}
      </ol>
    </article>
  );
}
