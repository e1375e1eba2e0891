import { makeStyles, tokens } from '@fluentui/react-components';

export const usePaymentOutcomeStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '760px',
    marginInline: 'auto',
    paddingBlock: tokens.spacingVerticalXL,
  },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  headerIcon: { fontSize: '40px', flexShrink: 0 },
  success: { color: tokens.colorPaletteGreenForeground1 },
  warning: { color: tokens.colorPaletteMarigoldForeground1 },
  danger: { color: tokens.colorPaletteRedForeground1 },
  heading: { margin: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalM },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  detail: { margin: 0 },
  amount: { textAlign: 'end', whiteSpace: 'nowrap' },
  amountHeader: { '& > div': { justifyContent: 'flex-end' } },
  total: { fontWeight: tokens.fontWeightSemibold },
  methods: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, alignItems: 'flex-start' },
  status: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minHeight: tokens.lineHeightBase400 },
});
