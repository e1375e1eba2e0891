import { constants as zlibConstants } from 'node:zlib';
import griffel from '@griffel/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import packageJson from './package.json' with { type: 'json' };
import { firstRoutesPlugin } from './scripts/build/first-routes.ts';
import { fluentImportsPlugin } from './scripts/build/fluent-imports.ts';
import { griffelCssPlugin } from './scripts/build/griffel-css.ts';

const gatewayPort = process.env.GATEWAY_PORT ?? '3001';

/**
 * Griffel ahead of time: every makeStyles/makeResetStyles call becomes its finished CSS rules at build
 * time, so the browser is not sent Griffel's style resolver (and its CSS parser) to compute them. The
 * TypeScript preset lets it evaluate the .ts modules those styles import. Builds only: dev keeps the
 * runtime path for fast reloads. Exported so bench:bundle builds its floor page the same way.
 */
export const griffelAot = (): Plugin => ({
  ...griffel({ babelOptions: { presets: ['@babel/preset-typescript'] } }),
  apply: 'build',
});

/**
 * Brotli and gzip siblings of every text asset, written once at build time at the highest levels, so the
 * gateway sends a phone the smallest file without compressing per request (it picks by Accept-Encoding).
 * Exported so the benches build their floor page the same way.
 */
export const precompress = (): Plugin =>
  compression({
    include: /\.(js|css|html|svg|json|txt)$/,
    threshold: 1024,
    skipIfLargerOrEqual: true,
    algorithms: [defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }), defineAlgorithm('gzip', { level: 9 })],
    logLevel: 'silent',
  });

/**
 * The pages before sign-in, each with the modules it loads besides the entry (its static imports),
 * recorded once the module graph is complete (`firstPaintsPlugin`): the login page, /bienvenida, and the
 * public pages' area (its layouts, the legal pages, the team-purchase list).
 */
const beforeSignInPages = {
  login: /src[\\/]views[\\/]auth[\\/]LoginPage\.tsx$/,
  welcome: /src[\\/]app[\\/]areas[\\/]welcome\.area\.ts$/,
  public: /src[\\/]app[\\/]areas[\\/]public\.area\.ts$/,
};
type BeforeSignInPage = keyof typeof beforeSignInPages;
const beforeSignIn: Record<BeforeSignInPage, Set<string>> = { login: new Set(), welcome: new Set(), public: new Set() };
const loadedBefore = (id: string) => Object.values(beforeSignIn).some((modules) => modules.has(id));

/** Every area's page as it first paints: the modules its area chunk imports statically, not what it loads on use. */
const areaPattern = /src[\\/]app[\\/]areas[\\/][^\\/]+\.area\.ts$/;
const firstPaints = new Set<string>();
const inFirstPaint = (id: string) => firstPaints.has(id) || loadedBefore(id);
/**
 * The pages a buyer opens most (bench:lighthouse's): the signed-in layout, the catalogue, Pedidos and
 * Facturas. What they share is what every signed-in first paint needs. The layout comes with the lazy
 * parts every signed-in page starts with: the cart's machine and the gateway's effects (`src/actors`).
 */
const signedInStart = /src[\\/](app[\\/]BuyerCheckout\.tsx|actors[\\/]index\.ts)$/;
const hotAreas = { dashboard: 'dashboard', catalogue: 'catalogue', orders: 'orders', invoices: 'invoices' } as const;
type HotArea = keyof typeof hotAreas;
const hotPaints: Record<HotArea, Set<string>> = { dashboard: new Set(), catalogue: new Set(), orders: new Set(), invoices: new Set() };
const hotPaintCount = (id: string) => Object.values(hotPaints).filter((modules) => modules.has(id)).length;

/** The static imports of `roots`, recursively, into `modules`. */
function staticGraph(context: Rolldown.PluginContext, roots: string[], modules: Set<string>) {
  modules.clear();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (modules.has(id)) continue;
    modules.add(id);
    queue.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
}

/**
 * Records, once the module graph is complete, what each page before sign-in loads besides the entry and
 * what the areas' first paints draw, for the chunk groups below.
 */
const firstPaintsPlugin = (): Plugin => ({
  name: 'despensa-first-paints',
  apply: 'build',
  buildEnd() {
    const ids = [...this.getModuleIds()];
    for (const [page, pattern] of Object.entries(beforeSignInPages) as [BeforeSignInPage, RegExp][]) {
      const roots = ids.filter((id) => pattern.test(id));
      if (roots.length !== 1) throw new Error(`before-sign-in: found ${roots.length} modules for the ${page} page`);
      staticGraph(this, roots, beforeSignIn[page]);
    }
    staticGraph(this, ids.filter((id) => areaPattern.test(id) || signedInStart.test(id)), firstPaints);
    for (const area of Object.keys(hotAreas) as HotArea[]) {
      const roots = ids.filter((id) => id.endsWith(`/${area}.area.ts`) && areaPattern.test(id));
      if (roots.length !== 1) throw new Error(`first paints: found ${roots.length} modules for the ${area} area`);
      if (area === 'dashboard') roots.push(...ids.filter((id) => signedInStart.test(id)));
      staticGraph(this, roots, hotPaints[area]);
    }
  },
});

/**
 * The charts' library with what nivo alone brings (lodash, its auto-sizer), fetched only by the two pages
 * that draw one: left out, those two went into the chunk every signed-in page loads.
 */
const charts = /[\\/]node_modules[\\/](@nivo|d3-|@react-spring|internmap|lodash|react-virtualized-auto-sizer)|src[\\/]views[\\/]common[\\/]chart-/;

/**
 * Modules the login page's static graph reaches through a package's index but whose exports it never uses,
 * so that tree-shaking leaves them out of its files: Griffel's shorthands, react-i18next's Trans with its
 * HTML parser, and an icon chunk of the signed-in pages.
 */
const reachedThroughBarrels = /[\\/](@griffel[\\/]core[\\/]src[\\/](shorthands[\\/]|index\.)|react-i18next[\\/]dist[\\/]es[\\/]Trans|html-parse-stringify[\\/]|@fluentui[\\/]react-icons[\\/]lib[\\/](icons|sizedIcons)[\\/]chunk-22\.)/;

/**
 * Fewer, larger files on the way to the login page: gzip compresses each file on its own, so a dozen
 * small chunks cost more than the same code in one. Modules a group does not take keep the automatic
 * split by the pages that use them.
 */
const chunkGroups = [
  {
    // Everything the entry needs before anything shows. Griffel's shorthands are left out: its index,
    // which the entry reaches, re-exports them, but only lazily loaded components call them at run time.
    name: 'entry',
    tags: ['$initial' as const],
    test: (id: string) => !/[\\/]@griffel[\\/]core[\\/]src[\\/]shorthands[\\/]/.test(id),
    includeDependenciesRecursively: false,
  },
  {
    // Fluent's form parts, used together by every form: the login page's and the other pages' alike.
    name: 'forms',
    test: /[\\/]@fluentui[\\/]react-(input|field|label)[\\/]/,
    includeDependenciesRecursively: false,
  },
  {
    // The frame every auth page shares.
    name: 'auth',
    test: /src[\\/]views[\\/](auth[\\/](AuthSplitLayout|AuthLink|PantryIllustration|authForm\.styles)|common[\\/](FormAlert|describe-failure))\./,
    includeDependenciesRecursively: false,
  },
  {
    // The rest of what the login page loads besides its own module, which the signed-in pages load too
    // (Fluent's controllable state, the dismiss icon, small shared helpers): the login page loads every
    // byte of it anyway, so in one file it costs that page nothing and each signed-in page round trips less.
    name: 'login-shared',
    test: (id: string) => beforeSignIn.login.has(id) && !beforeSignInPages.login.test(id) && !reachedThroughBarrels.test(id),
    minShareCount: 2,
    includeDependenciesRecursively: false,
  },
  {
    // What /bienvenida shares with other pages and the login page does not load, in one file: each small
    // file costs a phone on a slow network a round trip (bench:lighthouse), and /bienvenida loads all of it.
    name: 'welcome-shared',
    test: (id: string) => beforeSignIn.welcome.has(id) && !beforeSignIn.login.has(id),
    minShareCount: 2,
    includeDependenciesRecursively: false,
  },
  {
    // What the public pages' area shares with the signed-in pages (the header, the cart, the dialogs),
    // likewise in one file, which neither the login page nor /bienvenida loads.
    name: 'public-shared',
    test: (id: string) => beforeSignIn.public.has(id) && !beforeSignIn.welcome.has(id) && !beforeSignIn.login.has(id) && !charts.test(id),
    minShareCount: 2,
    includeDependenciesRecursively: false,
  },
  {
    // What the signed-in layout draws, and what two of the most opened pages draw first, in one file.
    // Nothing a page before sign-in loads, so those do not grow; nothing a page loads only on use (a menu,
    // a dialog, a toast).
    name: 'signed-in',
    test: (id: string) => !loadedBefore(id) && !charts.test(id) && (hotPaints.dashboard.has(id) || hotPaintCount(id) >= 2),
    includeDependenciesRecursively: false,
  },
  ...(['catalogue', 'orders', 'invoices'] as const).map((area) => ({
    // The rest of a most opened page's first paint that other pages share too, in one file with it.
    name: `${area}-paint`,
    test: (id: string) => hotPaints[area].has(id) && !loadedBefore(id) && !charts.test(id),
    minShareCount: 2,
    includeDependenciesRecursively: false,
  })),
  {
    // What the other areas' first paints share.
    name: 'signed-in-more',
    test: (id: string) => firstPaints.has(id) && !loadedBefore(id) && !charts.test(id),
    minShareCount: 2,
    includeDependenciesRecursively: false,
  },
  {
    // The libraries that what loads on use shares (Fluent's menus, positioning, dialogs, toasts and
    // Tabster), in one file fetched after the first paint, not a dozen small ones.
    name: 'on-use',
    test: (id: string) => !inFirstPaint(id) && /[\\/]node_modules[\\/]/.test(id) && !charts.test(id),
    minShareCount: 2,
    includeDependenciesRecursively: false,
  },
];

/**
 * The service worker (Workbox, generated at build time): it keeps every built file, so a returning buyer's
 * pages start without downloading code, and opens the shell offline. A new build's worker takes over at
 * once and its files serve the next page load (the session machine's version reload waits for it,
 * src/actors/service-worker.ts). Never the gateway's answers: private data, sent `no-store`. The app
 * registers it 5 s after the page's load (main.tsx), so a first visit's own files and reads come first.
 */
const serviceWorker = () =>
  VitePWA({
    strategies: 'generateSW',
    injectRegister: false,
    registerType: 'autoUpdate',
    manifest: {
      name: 'Despensa',
      short_name: 'Despensa',
      description: 'Portal de pedidos para restaurantes, hoteles y comercios.',
      lang: 'es',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      // The shell's dark background (index.html), which the app opens in unless told otherwise.
      background_color: '#292929',
      theme_color: '#292929',
    },
    // The installed app's icons (192 and 512 px, maskable, Apple's) drawn from the favicon at build time
    // by @vite-pwa/assets-generator, named in the manifest and in index.html.
    pwaAssets: { image: 'public/favicon.svg', preset: 'minimal-2023', overrideManifestIcons: true, includeHtmlHeadLinks: true },
    workbox: {
      // The built code, styles, texts and icons (the plugin adds the manifest); not the source maps nor the
      // .br/.gz siblings, nor Pedido rápido's XLSX reader (200 KiB brotli for the few who upload a workbook).
      globPatterns: ['**/*.{js,css,html,svg,png,ico,json}'],
      globIgnores: ['**/*.map', '**/read-xlsx-*.js'],
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
    },
  });

export default defineConfig({
  plugins: [react(), griffelAot(), griffelCssPlugin(), fluentImportsPlugin(), firstPaintsPlugin(), firstRoutesPlugin(), serviceWorker(), precompress()],
  // The build's version, compared by the session machine with the stored and the server's version.
  define: { 'import.meta.env.APP_VERSION': JSON.stringify(packageJson.version) },
  server: {
    port: 5173,
    host: '127.0.0.1',
    proxy: { '/api': `http://127.0.0.1:${gatewayPort}` },
  },
  // Pedido rápido's sheet worker is a module, so that ExcelJS, most of its weight, loads only for an XLSX.
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    // Every browser that runs es2022 modules knows <link rel="modulepreload">: the polyfill is dead weight.
    modulePreload: { polyfill: false },
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups },
        // The entry lists every lazy chunk by name for its preloads: seven hash characters (42 bits, the
        // least rolldown allows for this many chunks) keep names distinct and take a character off each.
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
      },
    },
  },
});
