import lighthouse from 'lighthouse';
import { writeFileSync } from 'node:fs';
import { launchChromium, signIn } from './scripts/bench/lighthouse-audit';
const base = process.env.BASE ?? 'http://127.0.0.1:3999';
const path = process.argv[2] ?? '/auth/jwt/login';
const browser = await launchChromium();
const page = await browser.newPage();
if (path !== '/auth/jwt/login' && !path.startsWith('/bienvenida')) await signIn(page, base, 'demo@despensa.cl', 'despensa-demo');
const s = await page.createCDPSession();
await s.send('Network.clearBrowserCache');
await s.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'service_workers,cache_storage' });
await s.detach();
const r = await lighthouse(base + path, { logLevel: 'error', output: 'json', onlyCategories: ['performance'], disableStorageReset: true }, undefined, page);
const lhr = r!.lhr;
writeFileSync('/tmp/probe/lhr.json', JSON.stringify(lhr));
const a = lhr.audits;
console.log('perf', lhr.categories.performance.score, 'FCP', a['first-contentful-paint'].numericValue, 'LCP', a['largest-contentful-paint'].numericValue, 'TBT', a['total-blocking-time'].numericValue, 'SI', a['speed-index'].numericValue, 'index', lhr.environment.benchmarkIndex);
for (const id of ['render-blocking-resources', 'long-tasks', 'bootup-time', 'mainthread-work-breakdown', 'largest-contentful-paint-element', 'critical-request-chains']) {
  const d: any = a[id]?.details; if (!d) continue;
  console.log('==', id, a[id].displayValue ?? '');
  const items = d.items ?? [];
  for (const it of items.slice(0, 12)) console.log('  ', JSON.stringify(it).slice(0, 300));
}
await browser.close();
