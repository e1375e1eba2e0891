import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseAst, type Plugin } from 'vite';

/** Where an imported name is defined: an absolute file, or a package we do not look into. */
interface Definition {
  source: string;
  name: string;
}

interface Named {
  type: string;
  name?: string;
  value?: string;
}

interface Statement {
  type: string;
  start: number;
  end: number;
  source?: { value: string } | null;
  exported?: Named | null;
  importKind?: string;
  specifiers?: { type: string; local: Named; exported?: Named; imported?: Named }[];
  declaration?: { type: string; id?: Named | null; declarations?: { id: Named }[] } | null;
}

const scope = '@fluentui/';
const nameOf = (named: Named | undefined | null) => named?.name ?? named?.value ?? '';

const parsed = new Map<string, Statement[]>();
function statementsOf(file: string): Statement[] {
  let body = parsed.get(file);
  if (!body) {
    body = (parseAst(readFileSync(file, 'utf8')) as unknown as { body: Statement[] }).body;
    parsed.set(file, body);
  }
  return body;
}

/**
 * A package's ES entry as seen from `from` (the nearest node_modules up the tree, as Node looks), when the
 * package says it has no side effects: only then may a module of it be imported without its index.
 */
function packageEntry(pkg: string, from: string): string | null {
  for (let dir = dirname(from); ; dir = dirname(dir)) {
    const manifest = join(dir, 'node_modules', pkg, 'package.json');
    if (existsSync(manifest)) {
      const { module, sideEffects } = JSON.parse(readFileSync(manifest, 'utf8')) as { module?: unknown; sideEffects?: unknown };
      return sideEffects === false && typeof module === 'string' ? join(dirname(manifest), module) : null;
    }
    if (dirname(dir) === dir) return null;
  }
}

const packageName = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

function relativeFile(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.js`, join(base, 'index.js')].find((file) => existsSync(file) && statSync(file).isFile()) ?? null;
}

/** Where `specifier`, imported from `from`, defines `name`: null when it does not export it or cannot be read. */
function findVia(specifier: string, name: string, from: string, depth: number): Definition | null {
  if (specifier.startsWith('.')) {
    const file = relativeFile(from, specifier);
    return file ? definitionIn(file, name, depth + 1) : null;
  }
  const entry = specifier === packageName(specifier) ? packageEntry(specifier, from) : null;
  return entry ? definitionIn(entry, name, depth + 1) : null;
}

/** Where to import `name` from instead of `specifier`: the module that defines it, else `specifier` itself. */
const definitionVia = (specifier: string, name: string, from: string, depth: number): Definition =>
  findVia(specifier, name, from, depth) ?? { source: specifier.startsWith('.') ? (relativeFile(from, specifier) ?? specifier) : specifier, name };

function declares(statement: Statement, name: string): boolean {
  const declaration = statement.declaration;
  if (declaration) return nameOf(declaration.id) === name || (declaration.declarations ?? []).some((each) => nameOf(each.id) === name);
  return (statement.specifiers ?? []).some((specifier) => nameOf(specifier.exported) === name);
}

/** The module that defines what `file` exports as `name`, or null when `file` does not export it. */
function definitionIn(file: string, name: string, depth: number): Definition | null {
  if (depth > 30) return null;
  const stars: string[] = [];
  for (const statement of statementsOf(file)) {
    if (statement.type === 'ExportNamedDeclaration' && statement.source) {
      const specifier = statement.specifiers?.find((each) => nameOf(each.exported) === name);
      if (specifier) return definitionVia(statement.source.value, nameOf(specifier.local), file, depth);
    } else if (statement.type === 'ExportNamedDeclaration' && declares(statement, name)) {
      return { source: file, name };
    } else if (statement.type === 'ExportAllDeclaration' && !statement.exported && statement.source) {
      stars.push(statement.source.value);
    }
  }
  for (const star of stars) {
    const found = findVia(star, name, file, depth);
    if (found) return found;
  }
  return null;
}

/**
 * `code` (the module `id`, JavaScript) with each named import from a Fluent package taken from the module
 * that defines the name, not through the package's index, followed into any package that declares no
 * side effects. Names it cannot follow stay on the package.
 */
export function rewriteFluentImports(code: string, id: string): string {
  const importer = id.split('?')[0]!;
  const imports = (parseAst(code) as unknown as { body: Statement[] }).body.filter(
    (statement) =>
      statement.type === 'ImportDeclaration' &&
      statement.importKind !== 'type' &&
      statement.source!.value.startsWith(scope) &&
      (statement.specifiers ?? []).length > 0 &&
      statement.specifiers!.every((specifier) => specifier.type === 'ImportSpecifier'),
  );
  let rewritten = code;
  for (const statement of imports.reverse()) {
    const byModule = new Map<string, string[]>();
    for (const specifier of statement.specifiers!) {
      const local = nameOf(specifier.local);
      const found = definitionVia(statement.source!.value, nameOf(specifier.imported), importer, 0);
      byModule.set(found.source, [...(byModule.get(found.source) ?? []), found.name === local ? local : `${found.name} as ${local}`]);
    }
    const text = code.slice(statement.start, statement.end);
    // As many lines as the statement had, so the lines below keep their source-map positions.
    const lines = text.split('\n').length - 1;
    const replacement = [...byModule].map(([source, names]) => `import { ${names.join(', ')} } from ${JSON.stringify(source)};`).join(' ') + '\n'.repeat(lines);
    rewritten = rewritten.slice(0, statement.start) + replacement + rewritten.slice(statement.end);
  }
  return rewritten;
}

/**
 * Fluent's packages import each other, and our modules import Fluent, through package indexes: the index
 * of `@fluentui/react-components` re-exports every component package, and each package's index all of
 * its components and hooks. The bundler drops what is not used, but the module graph that
 * `vite.config.ts` walks to see what a page before sign-in loads would still reach, through those
 * indexes, code the page never runs, and keep it out of the signed-in chunk groups, left in dozens of
 * small shared files. Built code imports each name from the module that defines it instead (what Next.js'
 * optimizePackageImports does; its Vite port, vite-plugin-barrel, supports Vite 5 only), only for
 * packages that declare no side effects, so each page's graph holds what it uses. Builds only; the source
 * and the tests keep importing `@fluentui/react-components`.
 */
export const fluentImportsPlugin = (): Plugin => ({
  name: 'despensa-fluent-imports',
  apply: 'build',
  enforce: 'post',
  transform(code, id) {
    if (!code.includes(scope) || !/\.[cm]?[jt]sx?(\?|$)/.test(id)) return null;
    const rewritten = rewriteFluentImports(code, id);
    return rewritten === code ? null : { code: rewritten, map: null };
  },
});
