import { textMarker, type Names } from '../names';

/**
 * The screen's texts, the same placeholders in the six locale files: each starts with the marker, so
 * `grep -r "[new:screen]" src/i18n` lists what to write (Spanish first, then en, fr, vi, cn, ar).
 */
export const screenTexts = ({ words }: Names): Record<string, string> => ({
  title: `${textMarker} ${words}`,
  subtitle: `${textMarker} ${words}: what the page shows`,
  loading: `${textMarker} ${words}: loading…`,
  updating: `${textMarker} ${words}: updating…`,
  loadFailed: `${textMarker} ${words}: could not be read.`,
  retry: `${textMarker} Retry`,
  empty: `${textMarker} ${words}: no rows yet`,
});

/** The navigation entry's label. */
export const navText = ({ words }: Names) => `${textMarker} ${words}`;

/** What docs/roles.md says the new action lets a role do. */
export const permissionText = ({ words }: Names) => `${textMarker} Ver ${words}`;
