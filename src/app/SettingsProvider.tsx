import { useMemo, type ReactNode } from 'react';
import { settingsMachine } from '../../machines/settings.machine';
import { readStoredSettingsInput, settingsEffects } from '../actors/settings.actors';
import { SettingsContext } from '../kernel/settings-context';

export function SettingsProvider({ children }: { children: ReactNode }) {
  // Straight from src/actors, not `useEffects()`: the login path's exception (see SessionProvider).
  const logic = useMemo(() => settingsMachine.provide(settingsEffects()), []);
  return (
    <SettingsContext.Provider logic={logic} options={{ input: readStoredSettingsInput() }}>
      {children}
    </SettingsContext.Provider>
  );
}
