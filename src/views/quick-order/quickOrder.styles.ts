import { makeStyles, tokens } from '@fluentui/react-components';

export const useQuickOrderStyles = makeStyles({
  input: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '760px' },
  textarea: { width: '100%', '& textarea': { minHeight: '160px', fontFamily: tokens.fontFamilyMonospace } },
  inputActions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  fileHint: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, color: tokens.colorNeutralForeground2 },
  lines: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyleType: 'none' },
  line: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    alignItems: 'center',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    // A long file's lines below the fold are laid out when they scroll into view.
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 88px',
  },
  /** Refused or left out: a quieter background, never a fainter text. */
  quiet: { backgroundColor: tokens.colorNeutralBackground3 },
  what: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  written: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  name: { margin: 0, overflowWrap: 'anywhere' },
  problem: { color: tokens.colorPaletteRedForeground1, display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'flex-start' },
  note: { color: tokens.colorNeutralForeground2 },
  quantity: { textAlign: 'end', whiteSpace: 'nowrap' },
  choices: { gridColumn: '1 / -1' },
  include: { gridColumn: '1 / -1', minHeight: '44px', display: 'flex', alignItems: 'center' },
});
