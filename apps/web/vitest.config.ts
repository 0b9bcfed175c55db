import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// The web project of the root `vitest` workspace: `npx vitest run --project web`.
export default defineProject({
  plugins: [react()],
  resolve: {
    alias: { '@': decodeURIComponent(new URL('./src', import.meta.url).pathname) },
    // One React 19 for the app and its libraries (see vite.config.ts).
    dedupe: ['react', 'react-dom'],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    // A browser far from Beijing (issue 48): what the web shows must still be Beijing's days and times.
    env: { TZ: 'America/Los_Angeles' },
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Node would resolve the libraries' own `import 'react'` to the hoisted React 18; pre-bundling
    // them through Vite applies `dedupe`, so tests run on the app's React 19 like the build does.
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-runtime',
            '@tanstack/react-query',
            'react-router',
            'zustand',
          ],
        },
      },
    },
    unstubGlobals: true,
  },
});
