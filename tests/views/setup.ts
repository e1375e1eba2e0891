import '@testing-library/jest-dom/vitest';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { i18n } from '../../src/i18n';
// Views are rendered here without their lazy area, which is what brings these texts in the app.
import '../../src/i18n/es-areas';

// jsdom does no layout, so it has no ResizeObserver; Fluent's MessageBar needs the constructor only.
class NoLayoutResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoLayoutResizeObserver;

// The app fetches every language's texts but Spanish as a static file (src/i18n/index.ts). jsdom has no
// server to ask, so the suite answers those requests from the source folder, as the dev server would;
// any other request goes to the real fetch.
// The view files share a worker's globals (vitest.config.ts): this file runs before each, and wraps the
// real fetch once.
const realFetch = Symbol.for('despensa.realFetch');
const withReal = globalThis as typeof globalThis & { [realFetch]?: typeof fetch };
const networkFetch = (withReal[realFetch] ??= globalThis.fetch);
globalThis.fetch = async (input, init) => {
  const path = new URL(input instanceof Request ? input.url : String(input), 'http://localhost/').pathname;
  if (!/^\/src\/i18n\/[a-z]+\.json$/.test(path)) return networkFetch(input, init);
  const texts = await readFile(join(process.cwd(), path));
  return new Response(texts, { headers: { 'content-type': 'application/json' } });
};

// findBy and waitFor wait for the page as long as a loaded machine needs (1 s by default): what a test
// expects shows or it fails, never because another process had the CPU.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());

// Each file starts from what a fresh page has: no stored session, cart or settings, Spanish, no direction
// or theme left on the document by the file before, and jsdom's lack of matchMedia (a phone's layout).
beforeAll(async () => {
  Reflect.deleteProperty(window, 'matchMedia');
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
  document.body.removeAttribute('style');
  await i18n.changeLanguage('es');
});
