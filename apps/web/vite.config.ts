import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import cssInjectedByJs from 'vite-plugin-css-injected-by-js';
import { VitePWA } from 'vite-plugin-pwa';
import { callEntriesWithoutSchemas } from './scripts/call-entries-without-schemas';

const THEME_COLOR = '#1677ff';

/**
 * Two manual chunk groups (DESIGN §3), each a long-cached vendor chunk: React, the router and zustand,
 * which every page needs (the sign-in pages included); react-query, which every page but sign-in needs
 * (it loads with the library root, so the login page's first JavaScript stays within its budget).
 * `includeDependenciesRecursively: false` keeps a group to the modules it names (with the default,
 * Vite 8 / Rolldown drags a group's dependencies in with it and the vendor chunks load on the first
 * page). antd, antd-mobile and everything else are left to automatic splitting, which puts each module
 * in a chunk shared by exactly the pages that import it: the desktop layout's antd never reaches a
 * phone, and no page loads another page's components.
 */
const vendorGroups = [
  {
    name: 'react',
    test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|cookie|set-cookie-parser|zustand)[\\/]/,
    priority: 10,
  },
  {
    name: 'query',
    test: /[\\/]node_modules[\\/]@tanstack[\\/][\w-]+[\\/]/,
    priority: 10,
  },
];

/**
 * The files the first page needs: the entry chunk and what it imports statically (recorded while the
 * bundle is written). Only these JavaScript files are precached by the service worker; the others are
 * cached when a page first uses them, so a phone never downloads the desktop's antd in the background.
 */
const shellFiles = new Set<string>();
function recordShell(): Plugin {
  return {
    name: 'nodebao-record-shell',
    apply: 'build',
    generateBundle(_options, bundle) {
      shellFiles.clear();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (!chunk || chunk.type !== 'chunk' || shellFiles.has(fileName)) return;
        shellFiles.add(fileName);
        chunk.imports.forEach(visit);
      };
      for (const [fileName, chunk] of Object.entries(bundle)) {
        if (chunk.type === 'chunk' && chunk.isEntry) visit(fileName);
      }
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, decodeURIComponent(new URL('.', import.meta.url).pathname), 'VITE_');
  const target = env.VITE_API_PROXY || 'http://127.0.0.1:8080';
  const proxy = Object.fromEntries(
    ['/api', '/downloads', '/sim'].map((path) => [path, { target, changeOrigin: true }]),
  );

  return {
    plugins: [
      react(),
      // Contract calls reach the web as method and path only (decision 0041).
      callEntriesWithoutSchemas(),
      // A chunk loaded on demand carries its own CSS and adds it as a <style> when it runs, instead of
      // Vite's helper appending a <link> per style sheet when the route starts: ~25 links on the device
      // list, each a request the browser sets up on the main thread (~7 ms at 4× CPU), all inside the
      // entry's longest task (decision 0033, fourth round). The entry's own CSS stays a <link> in
      // index.html, so the boot screen is styled before any script runs.
      cssInjectedByJs({ relativeCSSInjection: true, jsAssetsFilterFunction: (chunk) => !chunk.isEntry }),
      recordShell(),
      // Brotli and gzip copies of every text asset beside it, served by the server's static files
      // (preCompressed): a phone downloads the app a quarter of its size, compressed once at build.
      compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
      VitePWA({
        registerType: 'prompt',
        injectRegister: false,
        includeAssets: ['icons/icon.svg', 'icons/apple-touch-icon.png'],
        manifest: {
          name: '节点宝',
          short_name: '节点宝',
          description: '节点宝：节点设备与收益管理平台',
          lang: 'zh-CN',
          dir: 'ltr',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          orientation: 'portrait',
          theme_color: THEME_COLOR,
          background_color: '#f5f6f8',
          icons: [
            { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        workbox: {
          navigateFallback: 'index.html',
          navigateFallbackDenylist: [/^\/api\//, /^\/downloads\//, /^\/sim\//],
          // Precache the shell only (see recordShell); other chunks are cached on first use.
          globPatterns: ['**/*.{html,css,js,svg,png,ico,webmanifest}'],
          globIgnores: ['sw.js', 'workbox-*.js'],
          manifestTransforms: [
            async (entries) => ({
              manifest: entries.filter((e) => !e.url.endsWith('.js') || shellFiles.has(e.url)),
              warnings: [],
            }),
          ],
          runtimeCaching: [
            {
              urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
              handler: 'CacheFirst',
              options: {
                cacheName: 'nodebao-assets',
                expiration: { maxEntries: 120, maxAgeSeconds: 60 * 60 * 24 * 60 },
              },
            },
          ],
          cleanupOutdatedCaches: true,
        },
      }),
    ],
    resolve: {
      alias: { '@': decodeURIComponent(new URL('./src', import.meta.url).pathname) },
      // One React only: antd-mobile's @react-spring/web still declares React ≤ 18 as a peer, so npm
      // would install a second React for it. The root package.json overrides pin React 19 everywhere;
      // this keeps the bundle safe if a future install slips a second copy in anyway.
      dedupe: ['react', 'react-dom'],
    },
    server: { proxy },
    preview: { proxy },
    build: {
      target: 'es2022',
      // dist/.vite/manifest.json: which chunk holds which module, read by the bundle budget
      // (tools/src/bundle-budget.mjs) that CI enforces.
      manifest: true,
      modulePreload: {
        // index.html preloads what the entry imports. A chunk loaded on demand brings its JavaScript
        // imports natively (the browser asks for them when it arrives: one more round trip) and its
        // CSS inside itself (cssInjectedByJs above; the only sheet left in a list is the entry's, which
        // the helper finds already in the page), so it appends no links: ~75 module
        // preload links appended in the task that starts a route cost the device list's first load
        // more than its page did (issue 17 §3, decision 0033, second section of 2026-11-28).
        resolveDependencies: (_file, deps, { hostType }) =>
          hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
      },
      rolldownOptions: {
        output: {
          codeSplitting: {
            includeDependenciesRecursively: false,
            groups: vendorGroups,
          },
        },
      },
    },
  };
});
