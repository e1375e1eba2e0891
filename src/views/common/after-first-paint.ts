/**
 * How long the page's largest paint must have stayed the largest before the code it did not need is
 * fetched: requests started earlier would queue on a phone's connection beside the page's own reads,
 * pictures and code, which its first useful paint waits for (issue 31).
 */
const quietAfterLargestPaintMs = 3_000;

let settled: Promise<void> | null = null;

function whenLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 1_000 });
    else setTimeout(resolve, 0);
  });
}

/** Resolves once no larger paint has come for a while; where the browser cannot say (Safari, Firefox), once it is idle. */
function whenLargestPaintSettles(): Promise<void> {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return whenIdle();
  return new Promise((resolve) => {
    let timer = setTimeout(done, quietAfterLargestPaintMs);
    const observer = new PerformanceObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, quietAfterLargestPaintMs);
    });
    function done() {
      observer.disconnect();
      resolve();
    }
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** The buyer's first key or touch: from then on the page is in use, and what it may need is fetched at once. */
function whenFirstInput(): Promise<void> {
  return new Promise((resolve) => {
    const events = ['pointerdown', 'keydown'] as const;
    const heard = () => {
      for (const event of events) window.removeEventListener(event, heard, true);
      resolve();
    };
    for (const event of events) window.addEventListener(event, heard, { capture: true, passive: true });
  });
}

/**
 * Resolves once the page's first useful paint is behind it (its load, then its largest paint left alone
 * for a moment) or at the buyer's first input, whichever comes first. Menus, tooltips, toasts and other
 * overlays the first paint does not draw load then, so they are neither on the way to that paint nor
 * missing when first used.
 */
export function afterFirstPaint(): Promise<void> {
  settled ??= Promise.race([whenLoaded().then(whenLargestPaintSettles), whenFirstInput()]);
  return settled;
}
