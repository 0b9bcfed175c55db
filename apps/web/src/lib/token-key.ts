/**
 * Where the signed-in member's token lives in localStorage (SPEC §4). Its own module without imports,
 * because the build reads it too: frame-preload.js (vite-frame-preload.ts) looks for it before the app
 * has loaded.
 */
export const TOKEN_KEY = 'token';
