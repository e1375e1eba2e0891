import { makeStyles } from '@fluentui/react-components';

/** Text for screen readers only. */
export const useVisuallyHiddenStyles = makeStyles({
  root: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
});
