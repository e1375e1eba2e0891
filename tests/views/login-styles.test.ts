import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginStylesId, loginStylesReady } from '../../src/app/styles';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

function addLink() {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.id = loginStylesId;
  link.href = '/assets/styles-login-abc.css';
  document.head.append(link);
  return link;
}

afterEach(() => {
  document.getElementById(loginStylesId)?.remove();
  vi.restoreAllMocks();
});

describe('the first render waits for the built style sheet', () => {
  it('goes at once where index.html started none (the dev server)', async () => {
    expect(await settled(loginStylesReady())).toBe(true);
  });

  it('waits while the sheet is on its way, and goes when it has arrived', async () => {
    const link = addLink();
    const ready = loginStylesReady();
    expect(await settled(ready)).toBe(false);
    link.dispatchEvent(new Event('load'));
    expect(await settled(ready)).toBe(true);
  });

  it('goes at once when the sheet arrived before the app', async () => {
    const link = addLink();
    Object.defineProperty(link, 'sheet', { value: {} });
    expect(await settled(loginStylesReady())).toBe(true);
  });

  it('renders anyway when the sheet cannot be fetched, and says so in the console', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const link = addLink();
    const ready = loginStylesReady();
    link.dispatchEvent(new Event('error'));
    expect(await settled(ready)).toBe(true);
    expect(logged).toHaveBeenCalledWith('No se pudo cargar la hoja de estilos', expect.stringContaining('/assets/styles-login-abc.css'));
  });
});
