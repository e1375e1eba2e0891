import { makeStyles, tokens } from '@fluentui/react-components';

export const useOrdersViewStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  title: { margin: 0 },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  controls: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL },
  search: { flexGrow: 1, minWidth: '200px', maxWidth: '420px' },
  count: { color: tokens.colorNeutralForeground2 },
  empty: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXXL },
  skeleton: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  skeletonRow: { height: '40px' },
});
