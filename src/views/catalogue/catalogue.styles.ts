import { makeStyles, tokens } from '@fluentui/react-components';

/** lg of spec section 9: from here the cart sits beside the catalogue. */
export const wideScreenQuery = '(min-width: 1200px)';

export const useCatalogueStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  greeting: { margin: 0 },
  layout: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingHorizontalXL, alignItems: 'start' },
  layoutWide: { gridTemplateColumns: 'minmax(0, 1fr) 340px' },
  aside: { position: 'sticky', top: '96px' },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  sectionHeading: { margin: 0 },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  search: { flexGrow: 1, minWidth: '220px' },
  viewToggle: { display: 'flex', gap: tokens.spacingHorizontalXS },
  selectionBar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  grid: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  more: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalS },
  state: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
  skeletonCard: { height: '280px' },
  cartButton: { alignSelf: 'flex-end' },
});

export const useProductCardStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    height: '100%',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  cardRow: { flexDirection: 'row', alignItems: 'center', flexWrap: 'wrap' },
  image: { width: '100%', aspectRatio: '4 / 3', objectFit: 'contain', borderRadius: tokens.borderRadiusMedium },
  imageRow: { width: '96px', flexShrink: 0 },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, flexGrow: 1, minWidth: '180px' },
  name: { margin: 0 },
  meta: { color: tokens.colorNeutralForeground2 },
  prices: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  price: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
  club: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  saving: { color: tokens.colorPaletteGreenForeground1 },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  topRow: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalS },
});
