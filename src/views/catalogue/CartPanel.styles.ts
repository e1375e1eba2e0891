import { makeStyles, tokens } from '@fluentui/react-components';
import { touchMedia } from '../common/layout.constants';

export const useCartPanelStyles = makeStyles({
  // As tall as its lines need, at most as tall as its place (the sticky column or the drawer): then the
  // lines scroll inside and the totals and "Ir a pagar" stay in view, however long a B2B cart gets.
  root: {
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '100%',
    minHeight: 0,
    boxSizing: 'border-box',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  heading: { margin: 0 },
  lines: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    flexShrink: 1,
    minHeight: 0,
    overflowY: 'auto',
    overscrollBehavior: 'contain',
  },
  footer: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, flexShrink: 0 },
  pay: { minHeight: '44px' },
  more: { alignSelf: 'flex-start', flexShrink: 0, [touchMedia]: { minHeight: '44px' } },
  remove: { [touchMedia]: { minWidth: '44px', minHeight: '44px' } },
  line: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gap: tokens.spacingVerticalXS,
    paddingBottom: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  lineName: { gridColumn: '1 / -1', fontWeight: tokens.fontWeightSemibold },
  lineControls: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  lineAmount: { textAlign: 'end', alignSelf: 'center' },
  muted: { color: tokens.colorNeutralForeground2 },
  totals: { display: 'grid', gridTemplateColumns: '1fr auto', rowGap: tokens.spacingVerticalXS, margin: 0 },
  term: { margin: 0 },
  amount: { margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  total: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400 },
  saving: { color: tokens.colorPaletteGreenForeground1, fontWeight: tokens.fontWeightSemibold },
});
