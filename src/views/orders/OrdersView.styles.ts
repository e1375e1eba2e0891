import { makeStyles, tokens } from '@fluentui/react-components';
import { narrowMedia, touchMedia } from '../common/layout.constants';

export const useOrdersViewStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  title: { margin: 0 },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  controls: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL },
  search: { flexGrow: 1, minWidth: '200px', maxWidth: '320px', [narrowMedia]: { maxWidth: 'none' } },
  control: { [touchMedia]: { minHeight: '44px' } },
  days: { display: 'flex', gap: tokens.spacingHorizontalS, [narrowMedia]: { flexGrow: 1 } },
  day: { minWidth: 0, [narrowMedia]: { flexGrow: 1, flexBasis: 0 } },
  /** The number above the date, on a phone where the two share a column. */
  stacked: { display: 'flex', flexDirection: 'column', minWidth: 0, lineHeight: tokens.lineHeightBase200 },
  secondary: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  /** A flex item of a table cell: it shrinks to the column and ends in an ellipsis, on either side. */
  ellipsis: { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  count: { color: tokens.colorNeutralForeground2 },
  empty: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXXL },
  skeleton: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  skeletonRow: { height: '40px' },
});
