import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initialTexts } from '../i18n';
import { App } from './App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The stored language's texts first (at once for Spanish), so the first paint is already in that language.
await initialTexts;
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
