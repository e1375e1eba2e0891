import { makeStyles, tokens } from '@fluentui/react-components';
import { usePageStyles } from '../common/page.styles';

const useStyles = makeStyles({
  figure: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingVerticalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorNeutralForeground1,
  },
  price: { fontSize: tokens.fontSizeHero700, fontWeight: tokens.fontWeightSemibold, lineHeight: tokens.lineHeightHero700 },
  benefits: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '640px' },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, margin: 0 },
  term: { fontWeight: tokens.fontWeightSemibold },
  detail: { margin: 0 },
  field: { maxWidth: '420px' },
  skeletonCard: { height: '240px', borderRadius: tokens.borderRadiusMedium },
});

/** Club CXTI: the page's parts, the plans' and a membership's. */
export function useClubStyles() {
  return { ...usePageStyles(), ...useStyles() };
}
