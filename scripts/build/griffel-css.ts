import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { defaultCompareMediaQueries, normalizeCSSBucketEntry, styleBucketOrdering } from '@griffel/core';
import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';
import { loginStylesId } from '../../src/app/styles.ts';
import { paths } from '../../src/kernel/paths.ts';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** One CSS rule as Griffel's runtime would insert it: its bucket, media or container query, and priority. */
interface Rule {
  css: string;
  bucket: string;
  query: string;
  priority: number;
  /** First seen, which keeps the runtime's insertion order within one style sheet. */
  order: number;
}

/** Where build output imports Griffel's runtime from: each of these also exports `__css` and `__resetCSS`. */
const runtimeSources = new Set(['@griffel/react', '@griffel/core', '@fluentui/react-components']);
const bucketIndex = new Map<string, number>(styleBucketOrdering.map((bucket, index) => [bucket, index]));

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

function walk(node: Node, visit: (node: Node) => void) {
  visit(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) walk(item, visit);
    } else if (isNode(value)) walk(value, visit);
  }
}

/** Thrown inside `literal` for anything but plain data. */
const notLiteral = Symbol('not a literal');

/**
 * The value of an argument written out as data (what Griffel's build output is): objects, arrays,
 * strings, numbers, null. Anything else (a variable, a call) throws `notLiteral`.
 */
function literal(node: Node): unknown {
  switch (node.type) {
    case 'Literal':
      return (node as Node & { value: unknown }).value;
    case 'ArrayExpression':
      return (node.elements as (Node | null)[]).map((element) => (element ? literal(element) : null));
    case 'ObjectExpression':
      return Object.fromEntries(
        (node.properties as Node[]).map((property) => {
          const key = property.key as Node & { name?: string; value?: unknown };
          if (property.type !== 'Property' || property.computed) throw notLiteral;
          return [key.type === 'Identifier' ? key.name : String(key.value), literal(property.value as Node)];
        }),
      );
    case 'UnaryExpression': {
      const value = literal(node.argument as Node);
      if (node.operator !== '-' || typeof value !== 'number') throw notLiteral;
      return -value;
    }
    default:
      throw notLiteral;
  }
}

function literalOrUndefined(node: Node): unknown {
  try {
    return literal(node);
  } catch (error) {
    if (error === notLiteral) return undefined;
    throw error;
  }
}

/**
 * The CSS rules the build writes to a style sheet, in the order Griffel's DOM renderer keeps its style
 * elements: by bucket (reset, default, link, …, hover, active, …, media), by media or container query
 * within those buckets, by priority (shorthands before longhands), then as first met.
 */
function bucketOrder(rule: Rule): number {
  const index = bucketIndex.get(rule.bucket);
  if (index === undefined) throw new Error(`griffel-css: unknown style bucket "${rule.bucket}"`);
  return index;
}

export function orderedCss(rules: Iterable<Rule>): string {
  return [...rules]
    .sort(
      (a, b) =>
        bucketOrder(a) - bucketOrder(b) ||
        defaultCompareMediaQueries(a.query, b.query) ||
        a.priority - b.priority ||
        a.order - b.order,
    )
    .map((rule) => rule.css)
    .join('');
}

type Buckets = Record<string, unknown[]>;

/** One call's rules, each with its bucket, as Griffel's build output lists them. */
export type CallRules = { bucket: string; entry: unknown }[];

/**
 * Rewrites one module's `__styles(classes, rules)` and `__resetStyles(ltr, rtl, rules)` calls (Griffel's
 * build output, ours and Fluent's) to `__css(classes)` and `__resetCSS(ltr, rtl)`, which only name classes,
 * and hands each call's rules to `collect`. What `collect` answers, if anything, is added to the call as a
 * last argument, which those functions ignore (the plugin's marker). A call whose rules are not literals is
 * left to the runtime.
 */
export function extractGriffelRules(code: string, id: string, collect: (rules: CallRules) => string | null) {
  if (!code.includes('__styles') && !code.includes('__resetStyles')) return null;
  const program = parseAst(code) as unknown as Node;
  const locals = new Map<string, '__styles' | '__resetStyles'>();
  let source = '';
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration' || !runtimeSources.has((statement.source as { value: string }).value)) continue;
    for (const specifier of statement.specifiers as Node[]) {
      const imported = (specifier.imported as { name?: string } | undefined)?.name;
      if (imported !== '__styles' && imported !== '__resetStyles') continue;
      locals.set((specifier.local as { name: string }).name, imported);
      source = (statement.source as { value: string }).value;
    }
  }
  if (locals.size === 0) return null;
  const edit = new MagicString(code);
  let rewritten = 0;
  walk(program, (node) => {
    if (node.type !== 'CallExpression') return;
    const callee = node.callee as Node;
    const kind = callee.type === 'Identifier' ? locals.get(callee.name as string) : undefined;
    const args = node.arguments as Node[];
    if (!kind) return;
    const rulesArg = kind === '__styles' ? args[1] : args[2];
    if (!rulesArg) return;
    const rules = literalOrUndefined(rulesArg);
    if (rules === undefined) return;
    const buckets: Buckets = Array.isArray(rules) ? { r: rules } : (rules as Buckets);
    const marker = collect(Object.entries(buckets).flatMap(([bucket, entries]) => entries.map((entry) => ({ bucket, entry }))));
    const kept = kind === '__styles' ? args[0]! : args[1]!;
    edit.overwrite(callee.start, callee.end, kind === '__styles' ? '__griffelCss' : '__griffelResetCss');
    edit.overwrite(kept.end, node.end - 1, marker === null ? '' : `, ${JSON.stringify(marker)}`);
    rewritten += 1;
  });
  if (rewritten === 0) return null;
  edit.prepend(`import { __css as __griffelCss, __resetCSS as __griffelResetCss } from ${JSON.stringify(source)};\n`);
  return { code: edit.toString(), map: edit.generateMap({ hires: 'boundary', source: id }) };
}

const markerPrefix = 'griffel-css:';
/** The marker argument as a minifier may write it: after a comma, in any quotes. */
const marker = /,\s*(["'`])griffel-css:(\d+)\1/g;

/** The module whose page opens with the entry's style sheet alone: the login page, the first page of most visits. */
const loginPage = resolve('src/views/auth/LoginPage.tsx');

interface ViteChunk {
  type: 'chunk';
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  moduleIds: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Griffel's CSS at build time: the style rules of the build, ours and Fluent's, go into style sheets, and
 * the modules keep only their class names. The browser parses the rules with the page instead of the
 * JavaScript inserting them one by one as components first render, and the CSP needs no
 * `'unsafe-inline'` for them. Runs after griffelAot (vite.config.ts), whose output it reads.
 *
 * Only the rules of calls the bundle keeps: each rewritten call carries a marker argument until its chunk
 * is rendered, and a module's unused exports (Fluent's Slider, reached through an index) leave no rules.
 *
 * Two sheets, each in the order of Griffel's runtime. The login page's (the rules of the entry and the
 * login page) is linked by index.html, and the app renders once it has arrived. The whole build's, which
 * holds the first again, is every other chunk's style sheet: Vite loads it, and waits for it, before any such chunk runs, as it does for a
 * chunk's own CSS; on any path but the login page's, index.html starts fetching it at once. Loaded after
 * the first, the second decides the order of every rule, so the two never disagree on it.
 */
export const griffelCssPlugin = (): Plugin => {
  const rules = new Map<string, Rule>();
  /** Each rewritten call: its module and its rules; `used` holds those whose call a chunk kept. */
  const calls: { module: string; rules: string[] }[] = [];
  const used = new Set<number>();
  let loginSheet = '';
  let fullSheet = '';
  return {
    name: 'despensa-griffel-css',
    apply: 'build',
    enforce: 'post',
    buildStart() {
      rules.clear();
      calls.length = 0;
      used.clear();
    },
    transform(code, id) {
      if (!/\.[cm]?[jt]sx?$/.test(id.split('?')[0]!)) return null;
      return extractGriffelRules(code, id, (found) => {
        const own = found.map(({ bucket, entry }) => {
          const [css, meta = {}] = normalizeCSSBucketEntry(entry as string) as [string, { m?: string; x?: string; p?: number }?];
          if (!rules.has(css)) {
            rules.set(css, { css, bucket, query: bucket === 'm' || bucket === 'x' ? (meta.x ?? meta.m ?? '') : '', priority: meta.p ?? 0, order: rules.size });
          }
          return css;
        });
        return `${markerPrefix}${calls.push({ module: id, rules: own }) - 1}`;
      });
    },
    renderChunk(code) {
      if (!code.includes(markerPrefix)) return null;
      const edit = new MagicString(code);
      for (const match of code.matchAll(marker)) {
        used.add(Number(match[2]));
        edit.remove(match.index, match.index + match[0].length);
      }
      return { code: edit.toString(), map: edit.generateMap({ hires: 'boundary' }) };
    },
    // Before Vite writes the preloads of each dynamic import and the HTML (its own generateBundle hooks).
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk') as unknown as ViteChunk[];
        // The login page's chunks: the entry's and the login page's, with what they import statically.
        const loginChunks = new Set<ViteChunk>();
        const queue = chunks.filter((chunk) => chunk.isEntry || chunk.facadeModuleId === loginPage);
        if (!queue.some((chunk) => chunk.facadeModuleId === loginPage)) throw new Error('griffel-css: the login page has no chunk of its own');
        for (let chunk = queue.pop(); chunk !== undefined; chunk = queue.pop()) {
          if (loginChunks.has(chunk)) continue;
          loginChunks.add(chunk);
          for (const file of chunk.imports) if (bundle[file]?.type === 'chunk') queue.push(bundle[file] as unknown as ViteChunk);
        }
        const loginModules = new Set([...loginChunks].flatMap((chunk) => chunk.moduleIds));
        const kept = calls.filter((_, index) => used.has(index));
        const loginRules = new Set(kept.filter((call) => loginModules.has(call.module)).flatMap((call) => call.rules));
        const allRules = new Set(kept.flatMap((call) => call.rules));
        const emit = (name: string, source: string) => {
          const fileName = `assets/${name}-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.css`;
          this.emitFile({ type: 'asset', fileName, source });
          return fileName;
        };
        loginSheet = emit('styles-login', orderedCss([...rules.values()].filter((rule) => loginRules.has(rule.css))));
        fullSheet = emit('styles', orderedCss([...rules.values()].filter((rule) => allRules.has(rule.css))));
        for (const chunk of chunks) {
          if (loginChunks.has(chunk)) continue;
          if (!chunk.viteMetadata) throw new Error("griffel-css: Vite no longer keeps a chunk's CSS in viteMetadata");
          chunk.viteMetadata.importedCss.add(fullSheet);
        }
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          // Inserted by a script, so the shell paints without waiting for it (main.tsx waits instead), and
          // first in <head>. The login page gets its own small sheet; any other page the whole build's at
          // once, which holds every rule of the login's in the same order, so it needs no second file. The
          // whole build's is asked for as Vite's loader asks for it (crossorigin), which then finds this
          // link and adds none; after signing in on the login page, it adds that sheet after this one.
          tag: 'script',
          children:
            `(function(d){var l=d.createElement('link'),o=location.pathname.replace(/\\/$/,'')===${JSON.stringify(paths.login)};` +
            `l.rel='stylesheet';l.id=${JSON.stringify(loginStylesId)};if(!o)l.crossOrigin='';` +
            `l.href=o?${JSON.stringify(`/${loginSheet}`)}:${JSON.stringify(`/${fullSheet}`)};d.head.appendChild(l)})(document)`,
          injectTo: 'head-prepend',
        },
      ],
    },
  };
};
