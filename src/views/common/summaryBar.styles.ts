import { makeStyles, tokens } from '@fluentui/react-components';

/**
 * The bar above a long list of lines that go to the cart together (Mis habituales, Pedido rápido): what
 * goes and its total, and the action, kept in reach while the list scrolls on a phone.
 */
export const useSummaryBarStyles = makeStyles({
  bar: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  summary: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});
