import { useTranslation } from 'react-i18next';
import type { Language } from '../../../machines/rules/settings';
// The tags alone: the i18n module starts the texts' loading, which a view (or a bench) must not.
import { languageTags } from '../../i18n/language-tags';

/** The BCP 47 tag of the interface's language, for `Intl` (weekday names, lists). */
export function useLanguageTag(): string {
  const { i18n } = useTranslation();
  return languageTags[i18n.language as Language] ?? 'es';
}
