import { makeStyles, tokens } from '@fluentui/react-components';
import { narrowMedia } from '../layout.constants';

export const useVirtualTableStyles = makeStyles({
  scroller: {
    overflow: 'auto',
    position: 'relative',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  // At least as wide as the columns' minimum tracks, so narrow screens scroll sideways instead of squeezing.
  table: { minWidth: 'min-content', width: '100%' },
  head: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground2,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  body: { position: 'relative' },
  row: {
    display: 'grid',
    boxSizing: 'border-box',
    columnGap: tokens.spacingHorizontalM,
    paddingInline: tokens.spacingHorizontalM,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke3}`,
    [narrowMedia]: { columnGap: tokens.spacingHorizontalS, paddingInline: tokens.spacingHorizontalS },
  },
  interactive: {
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '-2px',
    },
  },
  selected: {
    backgroundColor: tokens.colorBrandBackground2,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover },
  },
  cell: {
    display: 'flex',
    alignItems: 'center',
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  headerCell: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground2 },
  end: { justifyContent: 'flex-end', textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  empty: {
    gridColumn: '1 / -1',
    justifyContent: 'center',
    whiteSpace: 'normal',
    paddingBlock: tokens.spacingVerticalXXL,
  },
});
