import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Manifest, type Plugin } from 'vite';
import { griffelAot } from '../vite.config';

/**
 * npm run bench:bundle — the JS a browser loads before the login page is usable (the entry, what it
 * imports, and the login route's lazy chunk with its imports), gzipped, beside the bare stack's floor
 * page built in the same run, and the brotli bytes `npm start` actually sends for the same files. Budget:
 * at most 175 KB and 1.05x the floor, and no chart code. Then, per
 * area of pages, whether nivo comes with it at once (never) or on demand (only the charts' pages).
 */
const budgetKb = 175;
const budgetRatio = 1.05;
const loginModule = 'src/views/auth/LoginPage.tsx';
/** The areas whose pages draw charts: nivo may load with them, on demand, and with no other. */
const chartAreas = ['analytics', 'invoices'];

/** Records which source modules ended up in which chunk, to tell whether chart code is in the set. */
function moduleRecorder(into: Map<string, string[]>): Plugin {
  return {
    name: 'record-chunk-modules',
    generateBundle(_, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') into.set(output.fileName, Object.keys(output.modules));
      }
    },
  };
}

const areaModule = /^src\/app\/areas\/([\w-]+)\.area\.ts$/;

/**
 * The files `key` loads at once; with `onDemand`, also what its own pages import later (a chart's chunk),
 * but not another area or the entry, which the route table loads and which have an answer of their own.
 */
function closure(manifest: Manifest, key: string, seen = new Set<string>(), onDemand = false): Set<string> {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return seen;
  seen.add(entry.file);
  const later = onDemand ? (entry.dynamicImports ?? []).filter((name) => !areaModule.test(name) && !manifest[name]?.isEntry) : [];
  for (const imported of [...(entry.imports ?? []), ...later]) closure(manifest, imported, seen, onDemand);
  return seen;
}

/** What `npm start` sends a browser that accepts brotli: the sibling the build wrote (a file under 1 KB goes as it is). */
const sentKb = (outDir: string, files: Iterable<string>) =>
  [...files]
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + readFileSync(join(outDir, existsSync(join(outDir, `${file}.br`)) ? `${file}.br` : file)).length, 0) / 1024;

const gzipKb = (outDir: string, files: Iterable<string>) =>
  [...files].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length, 0) / 1024;

async function buildApp(outDir: string, modules: Map<string, string[]>) {
  await build({ logLevel: 'silent', plugins: [moduleRecorder(modules)], build: { outDir, manifest: true, emptyOutDir: true } });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const files = closure(manifest, 'index.html');
  if (!manifest[loginModule]) throw new Error(`${loginModule} is not a chunk of its own: is the login route still lazy?`);
  closure(manifest, loginModule, files);
  return { files, manifest };
}

async function buildFloor(outDir: string) {
  const root = resolve('scripts/bench/bundle-floor');
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [react(), griffelAot()],
    build: { outDir, manifest: true, emptyOutDir: true, target: 'es2022' },
  });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  return closure(manifest, 'index.html');
}

const work = await mkdtemp(join(tmpdir(), 'despensa-bundle-'));
try {
  const modules = new Map<string, string[]>();
  const { files: appFiles, manifest } = await buildApp(join(work, 'app'), modules);
  const floorFiles = await buildFloor(join(work, 'floor'));
  const app = gzipKb(join(work, 'app'), appFiles);
  const floor = gzipKb(join(work, 'floor'), floorFiles);
  const chartCode = (files: Iterable<string>) => [...files].flatMap((file) => (modules.get(file) ?? []).filter((id) => /[\\/](@nivo|d3-)/.test(id)));
  const chartModules = chartCode(appFiles);
  const ratio = app / floor;
  console.log('bench:bundle — JS before the login page is usable, gzip -9');
  for (const file of [...appFiles].sort()) {
    console.log(`  ${file.padEnd(48)} ${(gzipSync(readFileSync(join(work, 'app', file)), { level: 9 }).length / 1024).toFixed(1)} KB`);
  }
  console.log(`portal login path: ${app.toFixed(2)} KB (budget ${budgetKb} KB: ${app <= budgetKb ? 'ok' : 'MISSED'})`);
  console.log(`bare stack floor:  ${floor.toFixed(1)} KB`);
  console.log(`sent by npm start: ${sentKb(join(work, 'app'), appFiles).toFixed(1)} KB of brotli (the build's .br siblings)`);
  console.log(`ratio:             ${ratio.toFixed(3)}x (target <= ${budgetRatio}x: ${ratio <= budgetRatio ? 'ok' : 'MISSED'})`);
  console.log(`chart code before login: ${chartModules.length === 0 ? 'none (ok)' : chartModules.join(', ')}`);
  console.log('nivo per area of pages (at once / on demand):');
  const misplaced: string[] = [];
  for (const key of Object.keys(manifest).filter((name) => areaModule.test(name)).sort()) {
    const area = areaModule.exec(key)![1]!;
    const atOnce = chartCode(closure(manifest, key)).length > 0;
    const onDemand = chartCode(closure(manifest, key, new Set(), true)).length > 0;
    if (atOnce || onDemand !== chartAreas.includes(area)) misplaced.push(area);
    console.log(`  ${area.padEnd(12)} ${atOnce ? 'nivo' : '-'} / ${onDemand ? 'nivo' : '-'}`);
  }
  console.log(`nivo only on demand, only with ${chartAreas.join(' and ')}: ${misplaced.length === 0 ? 'ok' : `MISSED (${misplaced.join(', ')})`}`);
  process.exitCode = app <= budgetKb && ratio <= budgetRatio && chartModules.length === 0 && misplaced.length === 0 ? 0 : 1;
} finally {
  await rm(work, { recursive: true, force: true });
}
