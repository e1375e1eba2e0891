import { useTranslation } from 'react-i18next';
import type { Language } from '../../../machines/rules/settings';
import { languageTags } from '../../i18n';

/** The BCP 47 tag of the interface's language, for `Intl` (weekday names, lists). */
export function useLanguageTag(): string {
  const { i18n } = useTranslation();
  return languageTags[i18n.language as Language] ?? 'es';
}
