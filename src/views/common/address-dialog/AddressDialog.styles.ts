import { makeStyles, tokens } from '@fluentui/react-components';

export const useAddressDialogStyles = makeStyles({
  place: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  },
  picker: { minWidth: 0, width: '100%' },
});
