import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const barrel = '@fluentui/react-components';

/** Each name the barrel exports, with the package and the name it re-exports it from. */
function barrelExports(): Map<string, { from: string; name: string }> {
  // The ES build, which re-exports each package by name (the CommonJS one goes through helpers).
  const manifest = createRequire(import.meta.url).resolve(`${barrel}/package.json`);
  const index = join(dirname(manifest), (JSON.parse(readFileSync(manifest, 'utf8')) as { module: string }).module);
  const source = readFileSync(index, 'utf8').replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, '');
  const names = new Map<string, { from: string; name: string }>();
  for (const [, list, from] of source.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    for (const spec of list!.split(',').map((part) => part.trim()).filter(Boolean)) {
      const [name, as = name] = spec.split(/\s+as\s+/);
      names.set(as!, { from: from!, name: name! });
    }
  }
  if (names.size < 100) throw new Error(`fluent-imports: read only ${names.size} exports from ${index}`);
  return names;
}

let exported: Map<string, { from: string; name: string }> | undefined;

/** `code` with each import from `@fluentui/react-components` split by the package that defines its names. */
export function rewriteFluentImports(code: string, id: string): string {
  exported ??= barrelExports();
  const found = exported;
  const pattern = /import\s*\{([^}]*)\}\s*from\s*["']@fluentui\/react-components["'];?/g;
  return code.replace(pattern, (statement, list: string) => {
    const byPackage = new Map<string, string[]>();
    for (const spec of list.split(',').map((part) => part.trim()).filter(Boolean)) {
      const [name, local = name] = spec.split(/\s+as\s+/);
      const source = found.get(name!);
      if (!source) throw new Error(`fluent-imports: ${id} imports ${name} from ${barrel}, which does not export it`);
      byPackage.set(source.from, [...(byPackage.get(source.from) ?? []), source.name === local ? local! : `${source.name} as ${local}`]);
    }
    // As many lines as the statement had, so the lines below keep their source-map positions.
    const lines = statement.split('\n').length - 1;
    return [...byPackage].map(([from, names]) => `import { ${names.join(', ')} } from "${from}";`).join(' ') + '\n'.repeat(lines);
  });
}

/**
 * Our modules import Fluent from its one package, `@fluentui/react-components`, whose index re-exports
 * every component package. The bundler drops what is not used, but the module graph that
 * `vite.config.ts` walks to see what a page before sign-in loads would still reach every component
 * through that index, and keep all of Fluent out of the signed-in chunk groups. Built code imports each
 * name from the package that defines it instead (what Next.js' optimizePackageImports does; its Vite
 * port, vite-plugin-barrel, supports Vite 5 only), so each page's graph holds only the packages it uses.
 * Builds only; the source and the tests keep the one package.
 */
export const fluentImportsPlugin = (): Plugin => ({
  name: 'despensa-fluent-imports',
  apply: 'build',
  enforce: 'post',
  transform(code, id) {
    if (id.includes('/node_modules/') || !code.includes(barrel)) return null;
    const rewritten = rewriteFluentImports(code, id);
    return rewritten === code ? null : { code: rewritten, map: null };
  },
});
