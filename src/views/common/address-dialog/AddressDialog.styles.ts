import { makeStyles, tokens } from '@fluentui/react-components';

export const useAddressDialogStyles = makeStyles({
  surface: { maxWidth: '560px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  place: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  },
  picker: { minWidth: 0, width: '100%' },
});
