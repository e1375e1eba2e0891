import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { defaultSettings, restoreSettings } from '../../machines/rules/settings';
import { readStoredSettingsInput } from '../actors/settings.actors';
import { initialTexts } from '../i18n';
import { loadThemeFor } from '../theme/themes';
import { App } from './App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The stored language's texts and theme first (at once for Spanish and dark), so the first paint is
// already in them.
const stored = restoreSettings(readStoredSettingsInput().storedSettings);
await Promise.all([initialTexts, loadThemeFor(stored.kind === 'valid' ? stored.settings : defaultSettings)]);
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
