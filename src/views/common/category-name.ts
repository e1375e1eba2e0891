import type { TFunction } from 'i18next';

/** A catalogue category in the reader's language, by its slug; the gateway's Spanish name for one the locale files do not know. */
export function categoryName(t: TFunction, category: { slug: string; name: string }): string {
  return t(`catalogue.categories.${category.slug}`, { defaultValue: category.name });
}
