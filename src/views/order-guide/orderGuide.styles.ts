import { makeStyles, tokens } from '@fluentui/react-components';
import { touchMedia } from '../common/layout.constants';

export const useOrderGuideStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, height: '100%' },
  /** Left out of this order (skipped, or out of stock): a quieter background, never a fainter text. */
  skipped: { backgroundColor: tokens.colorNeutralBackground3 },
  head: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start', minWidth: 0 },
  image: { width: '56px', height: '56px', flexShrink: 0, borderRadius: tokens.borderRadiusMedium },
  name: { margin: 0, overflowWrap: 'anywhere' },
  facts: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, color: tokens.colorNeutralForeground2, minWidth: 0 },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  order: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginTop: 'auto' },
  action: { [touchMedia]: { minHeight: '44px' } },
});
