import { makeStyles, tokens } from '@fluentui/react-components';

export const useCompanyStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  /** Fluent's titles are inline text: the subtitle goes below, not beside. */
  title: { display: 'block', margin: 0 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  sectionHeader: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  sectionTitle: { display: 'block', margin: 0 },
  /** Terms beside their values on a wide screen, above them on a phone. */
  data: {
    display: 'grid',
    gridTemplateColumns: 'minmax(140px, max-content) 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
    '@media (max-width: 599px)': { gridTemplateColumns: '1fr', rowGap: tokens.spacingVerticalXXS },
  },
  /** A term and its value as one group of the list, laid out by the list's grid. */
  row: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground2, fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0, overflowWrap: 'anywhere', '@media (max-width: 599px)': { marginBottom: tokens.spacingVerticalS } },
  hint: { color: tokens.colorNeutralForeground2 },
  /** The company's spending rule, the section's one fact. */
  rule: { fontWeight: tokens.fontWeightSemibold },
  list: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  card: { height: '100%' },
  cardTitle: { margin: 0, overflowWrap: 'anywhere' },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  lines: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, overflowWrap: 'anywhere' },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS, marginTop: 'auto' },
  /** Main actions are at least 44 px tall, for a finger. */
  action: { minHeight: '44px' },
  roleField: { minWidth: '160px', flexGrow: 1 },
  /** The dropdown's own button is what a finger touches: 44 px too. */
  roleButton: { minHeight: '44px' },
  skeleton: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  skeletonBlock: { height: '160px', borderRadius: tokens.borderRadiusMedium },
});
