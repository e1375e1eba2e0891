import { makeStyles, tokens } from '@fluentui/react-components';
import { touchMedia } from '../common/layout.constants';

export const useApprovalStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, height: '100%' },
  facts: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, margin: 0, color: tokens.colorNeutralForeground2 },
  fact: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalXS, margin: 0 },
  term: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  detail: { margin: 0, overflowWrap: 'anywhere' },
  amount: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  /** A link alone on its line (the order a request placed): a thumb's 44 px on a phone. */
  soleLink: { [touchMedia]: { display: 'inline-flex', alignItems: 'center', minHeight: '44px', minWidth: '44px' } },
  /** The answer to "Volver a armar el carrito" takes the focus, so a screen reader reads it. */
  answer: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, flexBasis: '100%', ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` } },
  /** How the request stands and what just changed: it takes the focus after a decision. */
  news: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` } },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, paddingBlockEnd: tokens.spacingVerticalL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  sectionTitle: { margin: 0 },
  status: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  product: { display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' },
  productName: { fontWeight: tokens.fontWeightSemibold },
  totals: { display: 'grid', gridTemplateColumns: '1fr auto', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXXS, margin: 0 },
  // dt and dd pairs grouped in a div (valid in a dl) that the grid does not see.
  totalLine: { display: 'contents' },
  end: { margin: 0, textAlign: 'end' },
  total: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
  changes: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, overflowWrap: 'anywhere' },
  dates: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  footer: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});
