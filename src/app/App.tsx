import { RouterProvider } from 'react-router-dom';
import { SettingsFluentProvider } from '../views/settings/SettingsFluentProvider';
import { CheckoutProvider } from './CheckoutProvider';
import { router } from './router';
import { SessionProvider } from './SessionProvider';
import { SettingsProvider } from './SettingsProvider';

export function App() {
  return (
    <SettingsProvider>
      <SettingsFluentProvider>
        <SessionProvider>
          <CheckoutProvider>
            <RouterProvider router={router} />
          </CheckoutProvider>
        </SessionProvider>
      </SettingsFluentProvider>
    </SettingsProvider>
  );
}
