import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../../src/i18n';
// Views are rendered here without their lazy area, which is what brings these texts in the app.
import '../../src/i18n/es-areas';

// jsdom does no layout, so it has no ResizeObserver; Fluent's MessageBar needs the constructor only.
class NoLayoutResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoLayoutResizeObserver;

afterEach(() => cleanup());
