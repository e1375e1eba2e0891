import { constants as zlibConstants } from 'node:zlib';
import griffel from '@griffel/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
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
 * recorded once the module graph is complete (`beforeSignInPlugin`): the login page, /bienvenida, and the
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

const beforeSignInPlugin = (): Plugin => ({
  name: 'despensa-before-sign-in',
  apply: 'build',
  buildEnd() {
    const ids = [...this.getModuleIds()];
    for (const [page, pattern] of Object.entries(beforeSignInPages) as [BeforeSignInPage, RegExp][]) {
      const modules = beforeSignIn[page];
      modules.clear();
      const queue = ids.filter((id) => pattern.test(id));
      if (queue.length !== 1) throw new Error(`before-sign-in: found ${queue.length} modules for the ${page} page`);
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (modules.has(id)) continue;
        modules.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    }
  },
});

/**
 * The charts' library with what nivo alone brings (lodash, its auto-sizer), fetched only by the two pages
 * that draw one: left out, those two went into the chunk every signed-in page loads.
 */
const charts = /[\\/]node_modules[\\/](@nivo|d3-|@react-spring|internmap|lodash|react-virtualized-auto-sizer)|src[\\/]views[\\/]common[\\/]chart-/;

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
    // What only the signed-in pages share, in one file. Nothing a page before sign-in loads, so those do
    // not grow.
    name: 'signed-in',
    test: (id: string) => !loadedBefore(id) && !charts.test(id),
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
      // .br/.gz siblings.
      globPatterns: ['**/*.{js,css,html,svg,png,ico,json}'],
      globIgnores: ['**/*.map'],
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//],
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
    },
  });

export default defineConfig({
  plugins: [react(), griffelAot(), griffelCssPlugin(), fluentImportsPlugin(), beforeSignInPlugin(), firstRoutesPlugin(), serviceWorker(), precompress()],
  // The build's version, compared by the session machine with the stored and the server's version.
  define: { 'import.meta.env.APP_VERSION': JSON.stringify(packageJson.version) },
  server: {
    port: 5173,
    host: '127.0.0.1',
    proxy: { '/api': `http://127.0.0.1:${gatewayPort}` },
  },
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
