import { resolve } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { firstRouteModules } from '../../src/app/first-route-modules.ts';

/** The chunk whose entry is `id` (a lazily imported module), else the one that holds it. */
function chunkOf(bundle: OutputBundle, id: string): OutputChunk {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const found = chunks.find((chunk) => chunk.facadeModuleId === id) ?? chunks.find((chunk) => chunk.moduleIds.includes(id));
  if (!found) throw new Error(`route-preloads: ${id} is in no chunk of the build`);
  return found;
}

function withImports(bundle: OutputBundle, chunk: OutputChunk, into: Set<string>) {
  if (into.has(chunk.fileName)) return;
  into.add(chunk.fileName);
  for (const imported of chunk.imports) {
    const next = bundle[imported];
    if (next?.type === 'chunk') withImports(bundle, next, into);
  }
}

/**
 * A small inline script at the top of the built index.html that preloads the first route's chunks
 * (src/app/first-route-modules.ts) by the path the page was opened on, so they come down beside the
 * entry instead of after it. The entry and what it imports are left out: Vite links those already.
 * The gateway stamps the script with the answer's CSP nonce (server/http/spa-assets.ts).
 */
export const routePreloads = (): Plugin => ({
  name: 'despensa-route-preloads',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle }) {
      if (!bundle) return html;
      const entry = Object.values(bundle).find((output): output is OutputChunk => output.type === 'chunk' && output.isEntry);
      const linked = new Set<string>();
      if (entry) withImports(bundle, entry, linked);
      // Each file once, and per path the positions of its files: the paths share most of them.
      const files: string[] = [];
      const byPath: Record<string, number[]> = {};
      for (const [path, modules] of Object.entries(firstRouteModules)) {
        const needed = new Set<string>();
        for (const module of modules) withImports(bundle, chunkOf(bundle, resolve(module)), needed);
        byPath[path.replace(/\/$/, '')] = [...needed]
          .filter((file) => !linked.has(file))
          .map((file) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1));
      }
      const script = `(function(f,m){(m[location.pathname.replace(/\\/$/,'')]||[]).forEach(function(i){var l=document.createElement('link');l.rel='modulepreload';l.href='/'+f[i];document.head.appendChild(l)})})(${JSON.stringify(files)},${JSON.stringify(byPath)})`;
      return { html, tags: [{ tag: 'script', children: script, injectTo: 'head-prepend' }] };
    },
  },
});
