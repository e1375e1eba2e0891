import { makeStyles, tokens } from '@fluentui/react-components';

export const useRecurringStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, height: '100%' },
  paused: { backgroundColor: tokens.colorNeutralBackground3 },
  facts: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, margin: 0, color: tokens.colorNeutralForeground2 },
  fact: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, margin: 0 },
  term: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1 },
  detail: { margin: 0, overflowWrap: 'anywhere' },
  date: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  lines: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, overflowWrap: 'anywhere' },
  editLine: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  quantity: { width: '8rem' },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  fieldset: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, padding: 0, border: 'none', minWidth: 0 },
  legend: { padding: 0, marginBlockEnd: tokens.spacingVerticalXS, fontWeight: tokens.fontWeightSemibold },
  error: { color: tokens.colorPaletteRedForeground1 },
  /** As wide as the dialog, never as the longest address: a long one is cut with an ellipsis. */
  select: { width: '100%', minWidth: 0, '& select': { width: '100%', minWidth: 0, textOverflow: 'ellipsis' } },
  days: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM },
  formLines: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyleType: 'none' },
});
