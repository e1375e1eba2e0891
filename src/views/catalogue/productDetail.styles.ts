import { makeStyles, tokens } from '@fluentui/react-components';

export const useProductDetailStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, paddingBlock: tokens.spacingVerticalL },
  layout: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
    gap: tokens.spacingHorizontalXXL,
    alignItems: 'start',
  },
  image: {
    width: '100%',
    maxWidth: '480px',
    aspectRatio: '4 / 3',
    objectFit: 'contain',
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  info: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  title: { margin: 0 },
  facts: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { margin: 0, color: tokens.colorNeutralForeground2 },
  value: { margin: 0 },
  buy: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  /** Mis habituales' pin: its button, then the link to the guide or the refusal. */
  pin: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  action: { minHeight: '44px' },
  // Its message as wide as its words, but never wider than the page: on a phone it wraps.
  state: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM, '& > *': { maxWidth: '100%' } },
  skeleton: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', gap: tokens.spacingHorizontalXXL },
  skeletonImage: { height: '300px' },
});
