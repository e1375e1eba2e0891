import { makeStyles, tokens } from '@fluentui/react-components';
import { usePageStyles } from '../common/page.styles';

const useStyles = makeStyles({
  campaign: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, height: '100%' },
  product: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', minWidth: 0 },
  image: { width: '64px', height: '64px', flexShrink: 0, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground3 },
  prices: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalM}` },
  groupPrice: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
  listPrice: { textDecorationLine: 'line-through', color: tokens.colorNeutralForeground3 },
  facts: { display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`, margin: 0 },
  term: { fontWeight: tokens.fontWeightSemibold },
  detail: { margin: 0, overflowWrap: 'anywhere' },
  mine: { padding: tokens.spacingVerticalS, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorBrandBackground2, color: tokens.colorNeutralForeground1 },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '640px' },
  field: { maxWidth: '320px' },
  total: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  skeletonCard: { height: '280px', borderRadius: tokens.borderRadiusMedium },
  sectionTitle: { margin: 0 },
  steps: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/** Team Purchase: the page's parts, a campaign's card and the batch cart. */
export function useTeamPurchaseStyles() {
  return { ...usePageStyles(), ...useStyles() };
}
