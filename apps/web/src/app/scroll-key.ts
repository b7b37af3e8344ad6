import type { Location } from 'react-router';

/**
 * The key a page's scroll position is saved and restored under. Every full page load starts at the key
 * "default", so keying by it alone made an address typed into the tab open at the scroll position of whatever
 * page the tab loaded before. A loaded page is keyed by its address instead: a reload still returns to where the
 * player was, another address starts at the top. In-app navigation keeps one key per history entry (Back
 * returns to the position).
 */
export function scrollKey(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}
