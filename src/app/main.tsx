import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { defaultSettings, restoreSettings } from '../../machines/rules/settings';
import { registerServiceWorker } from '../actors/service-worker';
import { readStoredSettingsInput } from '../actors/settings.actors';
import { initialTexts } from '../i18n';
import { loadThemeFor } from '../theme/themes';
import { App } from './App';
import { loginStylesReady } from './styles';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The stored language's texts, theme and the built style sheet first (at once for Spanish and dark), so
// the first paint is already in them. A `.then`, not a top-level await: the light theme's chunk imports this entry chunk,
// and an entry suspended in a top-level await would wait for that chunk forever.
const stored = restoreSettings(readStoredSettingsInput().storedSettings);
void Promise.all([initialTexts, loadThemeFor(stored.kind === 'valid' ? stored.settings : defaultSettings), loginStylesReady()]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

registerServiceWorker();
