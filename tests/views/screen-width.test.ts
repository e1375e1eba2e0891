import { describe, expect, it } from 'vitest';
import { screenWidth } from './screen-width';

describe('screenWidth', () => {
  it('answers width queries as a screen that wide', () => {
    const restore = screenWidth(390);
    try {
      expect(window.matchMedia('(min-width: 1200px)').matches).toBe(false);
      expect(window.matchMedia('(max-width: 599px)').matches).toBe(true);
    } finally {
      restore();
    }
  });

  it('restores the page without matchMedia after a width set over another', () => {
    const own = window.matchMedia as typeof window.matchMedia | undefined;
    screenWidth(1280);
    const restore = screenWidth(1280);
    restore();
    expect(window.matchMedia as typeof window.matchMedia | undefined).toBe(own);
  });
});
