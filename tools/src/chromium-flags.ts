/**
 * The flags the system Chromium needs on this machine (no sandbox as root, no GPU, no background
 * network), for the e2e suite (through Playwright) and `bench:web` (through Lighthouse). Headless is
 * each runner's own.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
