import { makeStyles, tokens } from '@fluentui/react-components';
import { usePageStyles } from '../common/page.styles';

const useStyles = makeStyles({
  mark: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '48px',
    height: '28px',
    paddingInline: tokens.spacingHorizontalXS,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    fontWeight: tokens.fontWeightBold,
    fontSize: tokens.fontSizeBase200,
    letterSpacing: '0.04em',
    color: tokens.colorNeutralForeground1,
  },
  lines: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  skeletonCard: { height: '168px', borderRadius: tokens.borderRadiusMedium },
});

/** Mis Tarjetas: the page's parts and a saved card's. */
export function useCardsStyles() {
  return { ...usePageStyles(), ...useStyles() };
}
