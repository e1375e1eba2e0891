import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { restoreLanguage, type Language } from '../../machines/rules/settings';
import en from './en.json';
import es from './es.json';

export const languageStorageKey = 'i18nextLng';

/** BCP 47 tags for `lang` attributes: the spec's code `cn` is not a language subtag, Chinese is `zh`. */
export const languageTags: Readonly<Record<Language, string>> = {
  es: 'es',
  en: 'en',
  fr: 'fr',
  vi: 'vi',
  cn: 'zh-CN',
  ar: 'ar',
};

type Texts = Record<string, unknown>;

/**
 * Spanish and English ship in the entry bundle; every other `./<code>.json` beside this file becomes a
 * chunk of its own, fetched the first time its language is chosen. (Vite refuses a bare
 * ``import(`./${language}.json`)`` in the importing file's own folder, so the glob spells it out.)
 */
const lazyTexts = import.meta.glob<Texts>(['./*.json', '!./es.json', '!./en.json'], { import: 'default' });

function storedLanguage(): Language {
  return restoreLanguage(typeof localStorage === 'undefined' ? null : localStorage.getItem(languageStorageKey));
}

void i18n.use(initReactI18next).init({
  resources: { es: { translation: es }, en: { translation: en } },
  // The same rule the settings machine applies, so the first paint is already in the stored language.
  lng: storedLanguage(),
  fallbackLng: 'es',
  interpolation: { escapeValue: false },
  returnNull: false,
});

let latestRequest: Language | null = null;

/**
 * Switches the interface to `language`, loading its texts on first use. Without a file for it (or when
 * the file cannot be fetched) every text falls back to Spanish, the reference, so nothing breaks.
 */
export async function switchLanguage(language: Language): Promise<void> {
  latestRequest = language;
  const load = lazyTexts[`./${language}.json`];
  if (load && !i18n.hasResourceBundle(language, 'translation')) {
    try {
      i18n.addResourceBundle(language, 'translation', await load());
    } catch (error) {
      console.error(`No se pudieron cargar los textos del idioma "${language}"; se muestran en español.`, error);
    }
  }
  // A choice made while this one was loading wins. Changing even to the current language re-renders
  // the views, which a freshly added bundle alone would not.
  if (latestRequest === language) await i18n.changeLanguage(language);
}

export { i18n };
