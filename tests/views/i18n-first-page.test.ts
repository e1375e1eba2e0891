import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import es from '../../src/i18n/es.json';

/**
 * es.json holds only the texts of the entry and the login page; the rest arrives with the lazy areas. This
 * walks the static imports from those two starting points, as the bundler does, and checks that every
 * text key they name literally is in es.json, so a view moved onto the login path cannot show a raw key.
 */
const starts = ['src/app/main.tsx', 'src/views/auth/LoginPage.tsx'];

const staticImport = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'(\.{1,2}\/[^']+)'/gm;
const literalKey = /\bt\(\s*'([A-Za-z0-9_.]+)'|i18nKey="([A-Za-z0-9_.]+)"/g;

function resolveModule(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((path) => /\.tsx?$/.test(path) && existsSync(path)) ?? null;
}

function reachable(): Set<string> {
  const seen = new Set<string>();
  const queue = starts.map((start) => resolve(start));
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(staticImport)) {
      const target = resolveModule(file, specifier ?? '');
      if (target) queue.push(target);
    }
  }
  return seen;
}

function flatKeys(node: object, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? flatKeys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function hasText(key: string): boolean {
  const lookup = (path: string) => path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], es);
  return typeof lookup(key) === 'string' || typeof lookup(`${key}_other`) === 'string';
}

describe('the first page texts (es.json)', () => {
  const files = reachable();

  it('reaches the login page and the modules the entry imports', () => {
    expect([...files].some((file) => file.endsWith('src/views/auth/AuthSplitLayout.tsx'))).toBe(true);
    expect([...files].some((file) => file.endsWith('src/views/pages/ErrorPage.tsx'))).toBe(true);
  });

  const named = [...files].flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(literalKey)].map((match) => ({ key: match[1] ?? match[2] ?? '', file })),
  );

  it('has every key the statically loaded views name', () => {
    const missing = named.filter(({ key }) => !hasText(key)).map(({ key, file }) => `${key} (${file.replace(`${process.cwd()}/`, '')})`);
    expect(missing).toEqual([]);
  });

  it('carries no text those views do not show, since every text here is sent before the login page', () => {
    const shown = new Set(named.map(({ key }) => key));
    // Failures are worded by their code (src/views/common/describe-failure.ts), never named.
    const unshown = flatKeys(es).filter((key) => !key.startsWith('failures.') && !shown.has(key.replace(/_(one|other)$/, '')));
    expect(unshown).toEqual([]);
  });
});
