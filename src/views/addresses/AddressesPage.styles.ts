import { makeStyles, tokens } from '@fluentui/react-components';

export const useAddressesStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  title: { margin: 0 },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  groupTitle: { margin: 0 },
  list: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  card: { height: '100%' },
  cardTitle: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, margin: 0 },
  lines: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginTop: 'auto' },
  skeleton: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' },
  skeletonCard: { height: '148px', borderRadius: tokens.borderRadiusMedium },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalXL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
  },
});
