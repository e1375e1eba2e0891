import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import es from './es.json';

export const languageStorageKey = 'i18nextLng';
export const supportedLanguages = ['es', 'en'] as const;

function storedLanguage(): string {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(languageStorageKey);
  return stored && (supportedLanguages as readonly string[]).includes(stored) ? stored : 'es';
}

void i18n.use(initReactI18next).init({
  resources: { es: { translation: es }, en: { translation: en } },
  lng: storedLanguage(),
  fallbackLng: 'es',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18n };
