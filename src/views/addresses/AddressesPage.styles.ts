import { makeStyles, tokens } from '@fluentui/react-components';

/** What only the addresses page has beside the page's common parts (usePageStyles): its groups, an address's lines and its skeleton. */
export const useAddressesStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  groupTitle: { margin: 0 },
  lines: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  skeleton: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fill, minmax(min(300px, 100%), 1fr))' },
  skeletonCard: { height: '148px', borderRadius: tokens.borderRadiusMedium },
});
