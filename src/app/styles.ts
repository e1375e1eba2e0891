/**
 * The link index.html adds to the page's style sheet: the login page's own small one, or the whole build's
 * on any other page (scripts/build/griffel-css.ts).
 */
export const loginStylesId = 'despensa-login-styles';

/**
 * Resolves once the style sheet the built index.html started has arrived, so the first render is drawn
 * styled; at once where there is none (the dev server, whose Griffel inserts the styles itself). A sheet
 * that fails to arrive is said in the console and the app renders anyway: a plain page beats none.
 */
export function loginStylesReady(doc: Document = document): Promise<void> {
  const link = doc.getElementById(loginStylesId);
  if (!(link instanceof HTMLLinkElement) || link.sheet) return Promise.resolve();
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener(
      'error',
      () => {
        console.error('No se pudo cargar la hoja de estilos', link.href);
        resolve();
      },
      { once: true },
    );
  });
}
