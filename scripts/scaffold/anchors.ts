/**
 * Precise insertions into the files a new screen touches, each at an anchor that names what it is (an
 * object's end, the last import, a line of a known shape). An anchor not found stops the scaffold with
 * the file and what it looked for, rather than writing somewhere near it.
 */
export class AnchorError extends Error {
  constructor(file: string, what: string) {
    super(`${file}: could not find ${what}. The file changed shape; add the lines by hand (docs/architecture.md, "Adding a screen") or update scripts/scaffold/edits.ts.`);
  }
}

const closers: Readonly<Record<string, string>> = { '{': '}', '[': ']', '(': ')' };

/** The index of the bracket closing the one at `open`, skipping strings, template literals and comments. */
export function closingBracket(text: string, open: number): number {
  const stack: string[] = [];
  for (let i = open; i < text.length; i++) {
    const char = text[i] as string;
    if (char === '/' && text[i + 1] === '/') i = text.indexOf('\n', i) === -1 ? text.length : text.indexOf('\n', i);
    else if (char === '/' && text[i + 1] === '*') i = text.indexOf('*/', i + 2) + 1;
    else if (char === "'" || char === '"' || char === '`') {
      for (i++; i < text.length && text[i] !== char; i++) if (text[i] === '\\') i++;
    } else if (closers[char]) stack.push(closers[char]);
    else if (char === '}' || char === ']' || char === ')') {
      if (stack.pop() !== char) return -1;
      if (stack.length === 0) return i;
    }
  }
  return -1;
}

const lineStart = (text: string, index: number) => text.lastIndexOf('\n', index - 1) + 1;
const indentAt = (text: string, index: number) => /^[ \t]*/.exec(text.slice(lineStart(text, index)))?.[0] ?? '';

/**
 * Adds `entry` (without its trailing comma) as the last member of the object or array literal whose
 * opening bracket ends the first match of `opener`, keeping the literal's layout: one member a line, or
 * all on one.
 */
export function appendMember(text: string, file: string, opener: RegExp, entry: string, what: string): string {
  const match = opener.exec(text);
  const open = match ? match.index + match[0].length - 1 : -1;
  if (!match || !closers[text[open] as string]) throw new AnchorError(file, what);
  const close = closingBracket(text, open);
  if (close === -1) throw new AnchorError(file, `the end of ${what}`);
  const before = text.slice(open + 1, close).trimEnd();
  // A comment after the last member says nothing of its comma; the code before it does.
  const lastCode = (before.split('\n').at(-1) ?? '').replace(/\s*\/\/.*$/, '');
  const needsComma = before.trim() !== '' && lastCode.trim() !== '' && !lastCode.trimEnd().endsWith(',') && !/[[{(]$/.test(lastCode.trimEnd());
  const closerOnItsOwnLine = text.slice(lineStart(text, close), close).trim() === '';
  if (closerOnItsOwnLine) {
    const cut = open + 1 + before.length;
    const indent = `${indentAt(text, close)}  `;
    return `${text.slice(0, cut)}${needsComma ? ',' : ''}\n${indent}${entry.split('\n').join(`\n${indent}`)},${text.slice(lineStart(text, close) - 1)}`;
  }
  const cut = open + 1 + before.length;
  const separator = before.trim() === '' ? ' ' : needsComma ? ', ' : ' ';
  return `${text.slice(0, cut)}${separator}${entry} ${text.slice(close)}`;
}

/** Adds `line` before the first line matching `anchor`, with that line's indentation. */
export function insertBeforeLine(text: string, file: string, anchor: RegExp, line: string, what: string): string {
  const match = anchor.exec(text);
  if (!match) throw new AnchorError(file, what);
  const start = lineStart(text, match.index);
  return `${text.slice(0, start)}${indentAt(text, start)}${line}\n${text.slice(start)}`;
}

/** Adds `line` after the last line matching `anchor` (a global regular expression), with its indentation. */
export function insertAfterLastLine(text: string, file: string, anchor: RegExp, line: string, what: string): string {
  const last = [...text.matchAll(anchor)].at(-1);
  if (last === undefined) throw new AnchorError(file, what);
  const end = text.indexOf('\n', last.index + last[0].length);
  const cut = end === -1 ? text.length : end;
  return `${text.slice(0, cut)}\n${indentAt(text, last.index)}${line}${text.slice(cut)}`;
}

/** Adds an import statement after the file's last top-level import. */
export function addImport(text: string, file: string, statement: string): string {
  return insertAfterLastLine(text, file, /^import\s[^;]*?from\s+['"][^'"]+['"];?[^\n]*$/gm, statement, 'its import statements');
}

/** Stops the scaffold when the file already holds `needle`: the name is taken. */
export function ensureAbsent(text: string, file: string, needle: string): void {
  if (text.includes(needle)) throw new Error(`${file} already has ${needle}: choose another name, or remove the earlier screen first.`);
}
