import { makeStyles, tokens } from '@fluentui/react-components';

export const useSearchDialogStyles = makeStyles({
  surface: { maxWidth: '560px', padding: 0 },
  body: { gap: 0 },
  searchRow: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingHorizontalL,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  input: { flexGrow: 1 },
  /** Spec section 2: the results area is 400 px high. */
  results: { height: '400px', overflowY: 'auto', padding: tokens.spacingHorizontalS, boxSizing: 'border-box' },
  message: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalS,
    height: '100%',
    textAlign: 'center',
    padding: tokens.spacingHorizontalXL,
    color: tokens.colorNeutralForeground2,
  },
  query: { overflowWrap: 'anywhere', color: tokens.colorNeutralForeground1 },
  group: { display: 'flex', flexDirection: 'column', paddingBottom: tokens.spacingVerticalS },
  groupLabel: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    color: tokens.colorNeutralForeground3,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
  },
  option: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid transparent`,
    cursor: 'pointer',
    color: tokens.colorNeutralForeground1,
  },
  active: {
    backgroundColor: tokens.colorNeutralBackground1Selected,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke1}`,
  },
  optionText: { display: 'flex', flexDirection: 'column', minWidth: 0, flexGrow: 1 },
  path: { color: tokens.colorNeutralForeground3, overflowWrap: 'anywhere' },
  kbd: {
    padding: `0 ${tokens.spacingHorizontalXS}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusSmall,
    color: tokens.colorNeutralForeground2,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
  },
});
