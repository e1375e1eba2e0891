/** What each stub replaced, so stubs set over stubs restore the page's own (undefined in jsdom). */
const unset = new WeakMap<typeof window.matchMedia, typeof window.matchMedia | undefined>();

/**
 * jsdom has no layout and no `matchMedia`; this answers the width queries the layouts ask as a screen
 * `width` px wide with a mouse would. Returns the restore function.
 */
export function screenWidth(width: number): () => void {
  // A width set over another (a test that opens the page in each layout) still restores the unset one:
  // view files share their jsdom, and a width left behind would lay out the next file's pages.
  const current = window.matchMedia as typeof window.matchMedia | undefined;
  const original = current && unset.has(current) ? unset.get(current) : current;
  const stub = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])) && !query.includes('hover: none');
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  };
  unset.set(stub as typeof window.matchMedia, original);
  window.matchMedia = stub as typeof window.matchMedia;
  return () => {
    window.matchMedia = original as typeof window.matchMedia;
  };
}
