// Lighthouse CI's puppeteer script (CommonJS: lhci loads it with require), run once per URL before
// Lighthouse audits it: the demo member signs in through the API and the console's own localStorage
// keys are set, as the login page leaves them (apps/web/src/lib/session.ts saveLogin). The login page
// itself is audited signed out. Lighthouse's storage reset before each run clears the service worker,
// caches and the HTTP cache but not localStorage, so every run is a cold load of a signed-in member.
'use strict';

const MEMBER = { mobile: '13800000001', password: 'demo123456' };

/**
 * @param {import('puppeteer-core').Browser} browser
 * @param {{ url: string }} context
 */
module.exports = async function signIn(browser, { url }) {
  const origin = new URL(url).origin;
  const page = await browser.newPage();
  // A same-origin document that runs none of the console's code, to reach its localStorage.
  await page.goto(`${origin}/manifest.webmanifest`);
  const signedOut = new URL(url).pathname.startsWith('/user/');
  const login = signedOut ? null : await signInThroughApi(origin);
  await page.evaluate((data) => {
    // Runs in the page; tools/ is type-checked for Node, which has no localStorage.
    const localStorage =
      /** @type {{ localStorage: { clear(): void; setItem(k: string, v: string): void } }} */ (
        /** @type {unknown} */ (globalThis)
      ).localStorage;
    localStorage.clear();
    if (!data) return;
    localStorage.setItem('token', data.auth_key);
    localStorage.setItem('userInfo', JSON.stringify(data.user));
    localStorage.setItem('nodebao-authority', JSON.stringify([data.currentAuthority]));
  }, login);
  await page.close();
};

/**
 * @param {string} origin
 * @returns {Promise<{ auth_key: string; user: unknown; currentAuthority: string }>}
 */
async function signInThroughApi(origin) {
  const response = await fetch(`${origin}/api/default/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(MEMBER),
  });
  const body = /** @type {{ errorCode: number; data: any }} */ (await response.json());
  if (body.errorCode !== 0) throw new Error(`demo member sign-in failed: ${JSON.stringify(body)}`);
  return body.data;
}
