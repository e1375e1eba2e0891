import { FluentProvider, makeStaticStyles, makeStyles, tokens } from '@fluentui/react-components';
import { RouterProvider } from 'react-router-dom';
import { darkTheme } from '../theme/brand';
import { router } from './router';
import { SessionProvider } from './SessionProvider';
import { SettingsProvider } from './SettingsProvider';

const useGlobalStyles = makeStaticStyles({
  body: { margin: 0 },
});

const useStyles = makeStyles({
  root: { minHeight: '100vh', backgroundColor: tokens.colorNeutralBackground1 },
});

export function App() {
  useGlobalStyles();
  return (
    <SettingsProvider>
      <FluentProvider theme={darkTheme} className={useStyles().root}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </FluentProvider>
    </SettingsProvider>
  );
}
