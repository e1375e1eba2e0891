/** The spellings of a new screen's name, from the kebab-case one given on the command line. */
export interface Names {
  /** `stock-alerts`: files, folders, URL paths. */
  kebab: string;
  /** `stockAlerts`: identifiers, i18n keys, `Effects` members, event prefixes. */
  camel: string;
  /** `StockAlerts`: components and types. */
  pascal: string;
  /** `Stock alerts`: the placeholder texts the developer replaces. */
  words: string;
}

const kebabName = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

export function namesOf(name: string | undefined): Names {
  if (name === undefined || !kebabName.test(name)) {
    throw new Error(`Expected a kebab-case name such as stock-alerts, got ${name === undefined ? 'nothing' : `"${name}"`}.`);
  }
  const parts = name.split('-');
  const capital = (part: string) => part.charAt(0).toUpperCase() + part.slice(1);
  const pascal = parts.map(capital).join('');
  return {
    kebab: name,
    camel: pascal.charAt(0).toLowerCase() + pascal.slice(1),
    pascal,
    words: capital(parts.join(' ')),
  };
}

/** What marks a part the developer fills in: a comment in code, a prefix in the texts. */
export const marker = 'new:screen:';
export const textMarker = '[new:screen]';
