import { makeStyles, tokens } from '@fluentui/react-components';
import { touchMedia } from '../common/layout.constants';

/** lg of spec section 9: from here the cart sits beside the catalogue. */
export const wideScreenQuery = '(min-width: 1200px)';

/** The narrowest a card gets in the grid; the windowed results fit as many columns as the grid would. */
export const cardMinWidth = 180;

/** A grid card's picture, height to width: wide and low, so a screen holds more cards than pictures. */
export const pictureRatio = 9 / 16;

export const useCatalogueStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  greeting: { margin: 0 },
  /** The greeting and the 'Comprar desde' links share a row where it fits, so the list keeps its rows on a laptop. */
  heading: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  layout: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingHorizontalXL, alignItems: 'start' },
  layoutWide: { gridTemplateColumns: 'minmax(0, 1fr) 340px' },
  // The header's height above, a margin below: the cart never reaches past the window's bottom edge.
  aside: { position: 'sticky', top: '96px', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxHeight: 'calc(100dvh - 96px - 16px)' },
  drawerBody: { display: 'flex', flexDirection: 'column' },
  main: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  sectionHeading: { margin: 0 },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  search: { flexGrow: 1, minWidth: '220px' },
  // Sized by the toolbar, never by the longest option: the categories arrive after the first paint, and
  // a select that grew with them would wrap the toolbar and push the products down (a layout shift).
  choice: { flexGrow: 1, flexShrink: 1, flexBasis: '200px', minWidth: 0, maxWidth: '320px' },
  choiceSelect: { width: '100%', minWidth: 0, '& select': { width: '100%', minWidth: 0, textOverflow: 'ellipsis' } },
  viewToggle: { display: 'flex', gap: tokens.spacingHorizontalXS },
  selectionBar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  grid: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: `repeat(auto-fill, minmax(${cardMinWidth}px, 1fr))`,
    gap: tokens.spacingHorizontalM,
  },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  // The windowed results: as tall as all their rows, only some of which are mounted. The column gap
  // is read from here to count the columns that fit, before any row is drawn.
  window: { position: 'relative', columnGap: tokens.spacingHorizontalM },
  windowRun: { position: 'absolute', top: 0, left: 0, width: '100%' },
  windowRow: {
    boxSizing: 'border-box',
    display: 'grid',
    columnGap: tokens.spacingHorizontalM,
    paddingBottom: tokens.spacingHorizontalM,
  },
  windowRowList: { paddingBottom: tokens.spacingVerticalXS },
  windowCell: { minWidth: 0 },
  more: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalS },
  // Its message as wide as its words, but never wider than the page: on a phone it wraps.
  state: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS, '& > *': { maxWidth: '100%' } },
  skeletonCard: { height: '280px' },
  cartButton: { alignSelf: 'flex-end', minHeight: '44px' },
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
  image: { width: '100%', aspectRatio: '16 / 9', objectFit: 'contain', borderRadius: tokens.borderRadiusMedium },
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, flexGrow: 1, minWidth: '180px' },
  name: { margin: 0 },
  // The product's page is a thumb's target too: the name's lines, grown to 44 px on a phone.
  nameLink: { [touchMedia]: { display: 'inline-flex', alignItems: 'center', minHeight: '44px' } },
  meta: { color: tokens.colorNeutralForeground2 },
  prices: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  price: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
  club: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  saving: { color: tokens.colorPaletteGreenForeground1 },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  topRow: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalS },
});
