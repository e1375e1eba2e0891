import { makeStyles, tokens } from '@fluentui/react-components';

export const useOrderDetailStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, paddingBottom: tokens.spacingVerticalXL },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  // dt and dd pairs grouped in a div (valid in a dl) that the grid does not see.
  fact: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground2 },
  definition: { margin: 0 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  sectionTitle: { margin: 0 },
  lines: { overflowX: 'auto' },
  end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  totals: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) max-content',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
    marginInlineStart: 'auto',
    minWidth: '260px',
  },
  grandTotal: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
  actions: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM },
  leftOut: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  loading: { paddingBlock: tokens.spacingVerticalXXL },
});
