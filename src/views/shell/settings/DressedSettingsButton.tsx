import { Tooltip, useRestoreFocusTarget } from '@fluentui/react-components';
import { SettingsToggle, type SettingsButtonProps } from './SettingsToggle';

/** The settings button with its tooltip, and the mark the drawer returns focus to when it closes. */
export default function DressedSettingsButton(props: SettingsButtonProps) {
  return (
    <SettingsToggle
      {...props}
      restoreFocusTarget={useRestoreFocusTarget()}
      dress={(button, label) => (
        <Tooltip content={label} relationship="label">
          {button}
        </Tooltip>
      )}
    />
  );
}
