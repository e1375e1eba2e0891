import i18n, { type BackendModule, type PostProcessorModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { restoreLanguage, type Language } from '../../machines/rules/settings';
import es from './es.json';

export const languageStorageKey = 'i18nextLng';

export { languageTags } from './language-tags';

type Texts = Record<string, unknown>;

/**
 * Spanish, the fallback, is never fetched on its own: the first page's texts ship in the entry, the rest
 * with the lazy areas (./es-areas.ts). Every other `./<code>.json` beside this file is served as a file of
 * its own and fetched the first time its language is chosen: fetched as JSON, not imported as a module,
 * because a browser never fetches a module that failed to load a second time, and a language lost to a
 * dropped connection could then only come back with a reload.
 */
const textUrls = import.meta.glob<string>(['./*.json', '!./es.json', '!./es.areas.json'], {
  query: '?url',
  import: 'default',
  eager: true,
});

async function fetchTexts(url: string): Promise<Texts> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as Texts;
}

/** Languages whose texts could not be fetched this session: choosing one again fetches it again. */
const unfetched = new Set<string>();

function storedLanguage(): Language {
  return restoreLanguage(typeof localStorage === 'undefined' ? null : localStorage.getItem(languageStorageKey));
}

/**
 * i18next's backend for the lazy languages: whatever asks for a language (the initial one, `switchLanguage`,
 * or `i18n.changeLanguage` itself) waits for its texts. Without a file for it, or when the file cannot be
 * fetched, every text falls back to Spanish, the reference, so nothing breaks; `switchLanguage` fetches a
 * failed one again the next time it is chosen.
 */
const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    const url = textUrls[`./${language}.json`];
    if (!url) {
      callback(null, {});
      return;
    }
    fetchTexts(url).then(
      (texts) => callback(null, texts as ResourceKey),
      (error: unknown) => {
        unfetched.add(language);
        console.error(`No se pudieron cargar los textos del idioma "${language}"; se muestran en español.`, error);
        callback(null, {});
      },
    );
  },
};

/**
 * A language written left to right in the mirrored layout (the settings' rtl in Spanish): each text is
 * marked left to right at both ends (U+200E), so a count reads "2 facturas", not "facturas 2", and a
 * closing full stop stays at the end, while the blocks keep the layout's alignment. The layout's direction
 * is the document's, which the settings set before the views read their texts again.
 */
const leftToRightInRtl: PostProcessorModule = {
  type: 'postProcessor',
  name: 'leftToRightInRtl',
  process: (value: string) => (document.documentElement.dir === 'rtl' && i18n.dir() === 'ltr' ? `\u200E${value}\u200E` : value),
};

/**
 * Settles once the stored language's texts are in (the same rule the settings machine applies): the entry
 * renders after it, so the first paint is already in the stored language. At once for Spanish.
 */
export const initialTexts: Promise<unknown> = i18n
  .use(lazyBackend)
  .use(leftToRightInRtl)
  .use(initReactI18next)
  .init({
    // A copy: i18next merges the areas' texts into what it is given, and the imported module stays as read.
    resources: { es: { translation: structuredClone(es) } },
    // Spanish is bundled; the others come from the backend above.
    partialBundledLanguages: true,
    lng: storedLanguage(),
    fallbackLng: 'es',
    interpolation: { escapeValue: false },
    returnNull: false,
    postProcess: ['leftToRightInRtl'],
  });

let latestRequest: Language | null = null;

/** Switches the interface to `language`, loading its texts on first use. */
export async function switchLanguage(language: Language): Promise<void> {
  latestRequest = language;
  // i18next keeps the empty texts a failed fetch left, so only a reload asks for the file again.
  if (unfetched.delete(language)) await i18n.reloadResources([language]);
  else await i18n.loadLanguages(language);
  // A choice made while this one was loading wins. Changing even to the current language re-renders
  // the views, which a freshly added bundle alone would not.
  if (latestRequest === language) await i18n.changeLanguage(language);
}

export { i18n };
