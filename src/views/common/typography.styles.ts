import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';

/** What Fluent's Text gives every preset before its own size and weight. */
const text = {
  fontFamily: tokens.fontFamilyBase,
  textAlign: 'start',
  display: 'inline',
  whiteSpace: 'normal',
  overflow: 'visible',
  textOverflow: 'clip',
} as const;

/**
 * Fluent's Title1, Title2, Body1 and Caption1 as classes for the views on the login path (the entry, the
 * auth layout, the login and error pages): the same look without the Text component's code loading
 * before the first page. Other views use the components.
 */
export const useTypographyStyles = makeStyles({
  title1: { ...text, ...typographyStyles.title1 },
  title2: { ...text, ...typographyStyles.title2 },
  body1: { ...text, ...typographyStyles.body1 },
  caption1: { ...text, ...typographyStyles.caption1 },
});
