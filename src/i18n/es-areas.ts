import { i18n } from '.';
import texts from './es.areas.json';

/**
 * The Spanish texts of every page after the first: es.json holds only what the entry and the login page
 * show, so the login path does not carry the catalogue's or the terms' words. Each lazily loaded area
 * imports this module with its chunk (src/app/routes/page.tsx), and i18n merges the texts in before the
 * area renders. Other languages ship whole in their own lazy chunk.
 */
i18n.addResourceBundle('es', 'translation', texts, true, false);
