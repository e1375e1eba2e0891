import { makeStyles, tokens } from '@fluentui/react-components';

/**
 * A short list of lines ruled apart, each a name at the start and an amount at the end that wraps under
 * the name on a narrow screen (the invoices being paid, a request's products).
 */
export const useRuledListStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    justifyContent: 'space-between',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXXS,
    paddingBlock: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  amount: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
});
