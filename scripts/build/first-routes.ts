import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { firstRoutes } from '../../src/app/first-routes.ts';
import { languages } from '../../machines/rules/settings.ts';

/** The chunk whose entry is `id` (a lazily imported module), else the one that holds it. */
function chunkOf(bundle: OutputBundle, id: string): OutputChunk {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const found = chunks.find((chunk) => chunk.facadeModuleId === id) ?? chunks.find((chunk) => chunk.moduleIds.includes(id));
  if (!found) throw new Error(`first-routes: ${id} is in no chunk of the build`);
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

type Texts = { [key: string]: string | Texts };

/** A language's texts as the app has them: Spanish in two files (the login path's and the rest), others in one. */
export function textsOf(language: string): Texts {
  const read = (file: string) => JSON.parse(readFileSync(resolve('src/i18n', file), 'utf8')) as Texts;
  return language === 'es' ? { ...read('es.areas.json'), ...read('es.json') } : read(`${language}.json`);
}

export function textAt(texts: Texts, key: string): string {
  const found = key.split('.').reduce<string | Texts | undefined>((at, part) => (typeof at === 'object' ? at[part] : undefined), texts);
  if (typeof found !== 'string') throw new Error(`first-routes: no text "${key}"`);
  return found;
}

/** The path as the browser shows it, without a trailing slash, as the inline script looks it up. */
const pathKey = (path: string) => path.replace(/\/$/, '');

/**
 * Writes src/app/first-routes.ts into the built index.html: a small inline script at the top of <head>
 * preloads the first route's chunks (the entry and what it imports are left out: Vite links those
 * already), names the page's heading in the stored language for the shell to paint (index.html), and
 * starts the page's first gateway reads with the tab's token. Each file, text and URL once, and per path
 * their positions. The gateway's CSP lets the built index.html's
 * inline scripts run by their hashes (server/http/spa-assets.ts).
 */
export const firstRoutesPlugin = (): Plugin => ({
  name: 'despensa-first-routes',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle }) {
      if (!bundle) return html;
      const entry = Object.values(bundle).find((output): output is OutputChunk => output.type === 'chunk' && output.isEntry);
      const linked = new Set<string>();
      if (entry) withImports(bundle, entry, linked);
      const files: string[] = [];
      const preloads: Record<string, number[]> = {};
      const titleKeys: Record<string, string> = {};
      const urls: string[] = [];
      const reads: Record<string, number[]> = {};
      for (const [path, route] of Object.entries(firstRoutes)) {
        const needed = new Set<string>();
        for (const module of route.modules) withImports(bundle, chunkOf(bundle, resolve(module)), needed);
        preloads[pathKey(path)] = [...needed]
          .filter((file) => !linked.has(file))
          .map((file) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1));
        if (route.title) titleKeys[pathKey(path)] = route.title;
        if (route.reads) reads[pathKey(path)] = route.reads.map((url) => (urls.includes(url) ? urls.indexOf(url) : urls.push(url) - 1));
      }
      const titles = Object.fromEntries(
        languages.map((language) => {
          const texts = textsOf(language);
          return [language, Object.fromEntries(Object.entries(titleKeys).map(([path, key]) => [path, textAt(texts, key)]))];
        }),
      );
      // The reads leave only with a token whose `exp` has not passed, as the session machine decides
      // (machines/session.machine.ts, isStoredTokenUnexpired); src/api/early-reads.ts takes the answers.
      const script =
        `(function(f,m,t,u,r){var p=location.pathname.replace(/\\/$/,''),d=document.documentElement,l;try{l=localStorage.getItem('i18nextLng')}catch(e){}` +
        `(m[p]||[]).forEach(function(i){var k=document.createElement('link');k.rel='modulepreload';k.href='/'+f[i];document.head.appendChild(k)});` +
        `var h=(t[l]||t.es)[p];if(h)d.setAttribute('data-boot-title',h);` +
        `try{var s=sessionStorage.getItem('accessToken'),x=s&&JSON.parse(atob(s.split('.')[1].replace(/-/g,'+').replace(/_/g,'/'))).exp,a={};` +
        `if(r[p]&&typeof x==='number'&&x*1000>Date.now()){r[p].forEach(function(i){a[u[i]]=fetch(u[i],{headers:{Authorization:'Bearer '+s},credentials:'same-origin'})});` +
        `window.despensaEarlyReads={token:s,at:Date.now(),answers:a}}}catch(e){}})` +
        `(${JSON.stringify(files)},${JSON.stringify(preloads)},${JSON.stringify(titles)},${JSON.stringify(urls)},${JSON.stringify(reads)})`;
      return { html, tags: [{ tag: 'script', children: script, injectTo: 'head-prepend' }] };
    },
  },
});
