import { makeStyles, tokens } from '@fluentui/react-components';

export const useCheckoutStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1200px' },
  heading: { margin: 0 },
  layout: {
    display: 'grid',
    gap: tokens.spacingHorizontalXXL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    '@media (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(280px, 1fr)' },
  },
  step: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, justifyContent: 'space-between' },
  actionsEnd: { display: 'flex', justifyContent: 'flex-end' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  skeleton: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '480px' },
});
