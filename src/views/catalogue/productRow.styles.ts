import { makeStyles, tokens } from '@fluentui/react-components';
import { narrowMedia, touchMedia } from '../common/layout.constants';

/**
 * The compact list's line: one row of a grid on a laptop, two on a phone (what it is and costs, then the
 * quantity and Agregar at a thumb's size). Its height decides how many products a screen shows: two lines
 * of text at most beside the controls.
 */
export const useProductRowStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: '32px minmax(0, 1fr) auto',
    gridTemplateAreas: '"image info price"',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    [narrowMedia]: { gridTemplateColumns: 'minmax(0, 1fr) auto', gridTemplateAreas: '"info price"' },
  },
  rowBuying: {
    gridTemplateColumns: 'auto 32px minmax(0, 1fr) minmax(160px, max-content) auto',
    gridTemplateAreas: '"check image info price actions"',
    [narrowMedia]: {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateAreas: '"check info price" "actions actions actions"',
    },
  },
  check: { gridArea: 'check', [touchMedia]: { minWidth: '44px', minHeight: '44px', justifyContent: 'center', alignItems: 'center' } },
  image: { gridArea: 'image', width: '32px', height: '32px', objectFit: 'contain', borderRadius: tokens.borderRadiusSmall, [narrowMedia]: { display: 'none' } },
  info: { gridArea: 'info', display: 'flex', flexDirection: 'column', minWidth: 0 },
  nameLine: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, minWidth: 0 },
  name: {
    margin: 0,
    minWidth: 0,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    fontWeight: tokens.fontWeightSemibold,
    overflowWrap: 'anywhere',
  },
  // One line: the whole of it is on the product's page, and a screen reader reads it all.
  meta: { color: tokens.colorNeutralForeground2, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  price: { gridArea: 'price', textAlign: 'end', '& > div': { gap: 0 } },
  actions: {
    gridArea: 'actions',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    [narrowMedia]: { justifyContent: 'space-between' },
  },
  add: { [touchMedia]: { minHeight: '44px' } },
});
