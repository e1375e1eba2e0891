import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Body1,
  Link,
  makeStyles,
  Title1,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useAppLink } from '../common/useAppLink';
import { businessTerms } from './business-terms';
import { paths } from '../../kernel/paths';

const questions = [
  'deliveryDays',
  'cutoff',
  'minimumOrder',
  'shipping',
  'prices',
  'paymentMethods',
  'invoices',
  'invoiceStates',
  'club',
  'returns',
] as const;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '72ch' },
  heading: { margin: 0 },
  answer: { display: 'block', paddingBlock: `0 ${tokens.spacingVerticalL}`, paddingInlineStart: tokens.spacingHorizontalXXL },
});

/** /faq: what buyers ask about deliveries, the cutoff, the minimum, payments, invoices and the club. */
export default function FaqPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const linkTo = useAppLink();
  return (
    <div className={styles.root}>
      <Title1 as="h1" className={styles.heading}>
        {t('pages.faq.title')}
      </Title1>
      <Body1>{t('pages.faq.intro')}</Body1>
      <Accordion multiple collapsible>
        {questions.map((id) => (
          <AccordionItem key={id} value={id}>
            <AccordionHeader as="h2" size="large">
              {t(`pages.faq.questions.${id}.q`)}
            </AccordionHeader>
            <AccordionPanel>
              <Body1 as="p" className={styles.answer}>
                {t(`pages.faq.questions.${id}.a`, businessTerms)}
              </Body1>
            </AccordionPanel>
          </AccordionItem>
        ))}
      </Accordion>
      <Body1>
        {t('pages.faq.more')} <Link {...linkTo(paths.terms)}>{t('pages.faq.termsLink')}</Link>
      </Body1>
    </div>
  );
}
