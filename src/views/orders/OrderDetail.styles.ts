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
  nowrap: { whiteSpace: 'nowrap' },
  lineList: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  // The name over the whole width; under it, quantity times price at the start and the subtotal at the end.
  lineItem: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) max-content',
    gridTemplateAreas: '"name name" "price subtotal"',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXXS,
    paddingBlock: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  lineName: { gridArea: 'name', display: 'flex', flexDirection: 'column', overflowWrap: 'anywhere' },
  linePrice: { gridArea: 'price', color: tokens.colorNeutralForeground2 },
  lineSubtotal: { gridArea: 'subtotal', fontWeight: tokens.fontWeightSemibold },
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
  // Focused only by the code, to be read and seen after a press: not a stop of the Tab order, so no ring.
  answer: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignSelf: 'stretch', outlineStyle: 'none' },
  leftOut: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  loading: { paddingBlock: tokens.spacingVerticalXXL },
});
