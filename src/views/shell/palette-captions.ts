import type { NavItem } from './navigation';

/** The palette's one-line description of a page of the navigation (`search.captions.<id>`), never its path. */
export const captionKeyOf = (item: Pick<NavItem, 'id'>) => `search.captions.${item.id}`;
