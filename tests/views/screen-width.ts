/**
 * jsdom has no layout and no `matchMedia`; this answers the width queries the layouts ask as a screen
 * `width` px wide with a mouse would. Returns the restore function.
 */
export function screenWidth(width: number): () => void {
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
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
  return () => {
    window.matchMedia = original;
  };
}
