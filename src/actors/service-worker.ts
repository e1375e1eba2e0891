/** Workbox's worker, written by the build (vite-plugin-pwa in vite.config.ts). */
const workerUrl = '/sw.js';
/** How long a version reload waits for the new build's worker before reloading anyway. */
const takeOverWaitMs = 5_000;
/**
 * How long after the page's load the worker is registered. Installing it fetches the whole build; on a
 * phone's connection (six requests at a time over HTTP/1.1) that would queue ahead of the page's own
 * reads and pictures, which start only once its code has run, after the load event.
 */
const registerAfterLoadMs = 5_000;

/** Registers the service worker a while after the page has loaded. Builds only: the dev server has none. */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    setTimeout(() => {
      navigator.serviceWorker.register(workerUrl).catch((error: unknown) => console.error('Error al registrar el service worker', error));
    }, registerAfterLoadMs);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Resolves once the newest build's worker controls this page, or at once when there is no worker or
 * nothing newer; at the latest after `takeOverWaitMs`. A version reload waits for it: the page's worker
 * serves the files it keeps, so reloading before the new worker takes over would load the old build
 * again, which the session machine would only see as the same old version.
 */
export async function takeNewestBuild(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  if (!registration) return;
  const tookOver = new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
  const updated = await registration.update().then(
    () => registration.installing ?? registration.waiting,
    () => null,
  );
  if (!updated) return;
  await Promise.race([tookOver, new Promise<void>((resolve) => setTimeout(resolve, takeOverWaitMs))]);
}
