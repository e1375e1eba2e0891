import { makeStyles, tokens } from '@fluentui/react-components';

export const useCartPanelStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  heading: { margin: 0 },
  lines: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
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
