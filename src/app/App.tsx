import { BrowserRouter } from 'react-router-dom';
import { SettingsFluentProvider } from './SettingsFluentProvider';
import { AppRoutes } from './AppRoutes';
import { CheckoutProvider } from './CheckoutProvider';
import { EffectsContext } from '../kernel/effects';
import { gatewayEffectsSource } from './gateway-effects';
import { SessionProvider } from './SessionProvider';
import { SettingsProvider } from './SettingsProvider';

export function App() {
  return (
    <BrowserRouter>
      <EffectsContext.Provider value={gatewayEffectsSource}>
        <SettingsProvider>
          <SettingsFluentProvider>
            <SessionProvider>
              <CheckoutProvider>
                <AppRoutes />
              </CheckoutProvider>
            </SessionProvider>
          </SettingsFluentProvider>
        </SettingsProvider>
      </EffectsContext.Provider>
    </BrowserRouter>
  );
}
