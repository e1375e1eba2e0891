import { BrowserRouter } from 'react-router-dom';
import { SettingsFluentProvider } from '../views/settings/SettingsFluentProvider';
import { AppRoutes } from './AppRoutes';
import { CheckoutProvider } from './CheckoutProvider';
import { SessionProvider } from './SessionProvider';
import { SettingsProvider } from './SettingsProvider';

export function App() {
  return (
    <BrowserRouter>
      <SettingsProvider>
        <SettingsFluentProvider>
          <SessionProvider>
            <CheckoutProvider>
              <AppRoutes />
            </CheckoutProvider>
          </SessionProvider>
        </SettingsFluentProvider>
      </SettingsProvider>
    </BrowserRouter>
  );
}
