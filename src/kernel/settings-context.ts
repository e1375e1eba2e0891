import { createActorContext } from '@xstate/react';
import { settingsMachine } from '../../machines/settings.machine';

/** The interface settings actor: theme, layout, language, the settings drawer and fullscreen. */
export const SettingsContext = createActorContext(settingsMachine);
