import { makeStyles, tokens } from '@fluentui/react-components';

/**
 * The parts a page of the dashboard is made of: its column, the title with its description and main
 * action, a grid of cards that never forces a sideways scroll on a phone, a 44 px action for a finger,
 * and the panel an empty page shows.
 */
export const usePageStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  intro: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  title: { margin: 0 },
  grid: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(300px, 100%), 1fr))',
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  /** A card of the grid, as tall as the tallest of its row, and its title with badges beside it. */
  card: { height: '100%' },
  cardTitle: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, margin: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginTop: 'auto' },
  action: { minHeight: '44px' },
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
