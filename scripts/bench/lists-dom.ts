/**
 * A jsdom window as the global environment, for mounting the list views in Node. Imported before React
 * and Fluent, which look for `window` and `document` when their modules load.
 */
import { createRequire } from 'node:module';

interface Jsdom {
  window: Window & typeof globalThis;
}
// The jsdom that vitest already installs; it ships no type declarations, and only this much is used.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string, options: { url: string; pretendToBeVisual: boolean }) => Jsdom;
};

const dom = new JSDOM('<!doctype html><html lang="es"><body></body></html>', { url: 'http://localhost/', pretendToBeVisual: true });
const globals = globalThis as unknown as Record<string, unknown>;
for (const key of Object.getOwnPropertyNames(dom.window)) {
  if (key in globalThis) continue;
  globals[key] = (dom.window as unknown as Record<string, unknown>)[key];
}
globals.window = dom.window;
globals.document = dom.window.document;

// jsdom does no layout: the views need the constructor only.
class NoLayoutResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globals.ResizeObserver = NoLayoutResizeObserver;
dom.window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as typeof dom.window.matchMedia;
globals.IS_REACT_ACT_ENVIRONMENT = true;
