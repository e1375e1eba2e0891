import { makeStyles, tokens } from '@fluentui/react-components';

/** The column every auth form shares, so the pages line up with the login. */
export const useAuthFormStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '400px', width: '100%' },
  fieldset: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    minWidth: 0,
    margin: 0,
    padding: 0,
    border: 'none',
  },
  legend: { padding: 0, marginBottom: tokens.spacingVerticalS },
  links: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  title: { margin: 0 },
});
