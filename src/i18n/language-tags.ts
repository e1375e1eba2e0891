import type { Language } from '../../machines/rules/settings';

/** BCP 47 tags for `lang` attributes: the spec's code `cn` is not a language subtag, Chinese is `zh`. */
export const languageTags: Readonly<Record<Language, string>> = {
  es: 'es',
  en: 'en',
  fr: 'fr',
  vi: 'vi',
  cn: 'zh-CN',
  ar: 'ar',
};
