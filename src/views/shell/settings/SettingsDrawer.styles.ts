import { makeStyles, tokens } from '@fluentui/react-components';

export const useSettingsDrawerStyles = makeStyles({
  // The spec's drawer width; Fluent's smallest drawer is 320 px.
  drawer: { width: '280px' },
  body: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    paddingBlock: tokens.spacingVerticalS,
  },
  footer: { flexDirection: 'column', alignItems: 'stretch' },
});
