import fs from 'node:fs';
import path from 'node:path';
import * as contract from '@nodebao/contract/calls';
import type { CallSpec } from '@nodebao/contract/calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helper.ts';
import type { App } from '../app.ts';

/**
 * Every contract call has a route, every API route has a call, and the web calls each call by its
 * name (decision 0041), so a path is written in one place only.
 */

const calls = Object.entries(contract as Record<string, unknown>).filter(
  (entry): entry is [string, CallSpec] =>
    typeof entry[1] === 'object' && entry[1] !== null && 'path' in entry[1] && 'method' in entry[1],
);

/** `app.printRoutes` as "METHOD /path" lines (its tree joins shared prefixes; they are put back). */
function routesOf(app: App): Set<string> {
  const found = new Set<string>();
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S*)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = [...match[1]!].length / 4;
    prefixes.length = depth;
    const url = prefixes.join('') + match[2]!;
    prefixes.push(match[2]!);
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') found.add(`${method} ${url}`);
  }
  return found;
}

function webSource(dir: string): string {
  let text = '';
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) text += webSource(file);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      text += fs.readFileSync(file, 'utf8');
  }
  return text;
}

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('the contract calls', () => {
  it('are each served by a route', () => {
    const routes = routesOf(app);
    const missing = calls.filter(([, c]) => !routes.has(`${c.method} ${c.path}`)).map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it('cover every API route', () => {
    const declared = new Set(calls.map(([, c]) => `${c.method} ${c.path}`));
    const undeclared = [...routesOf(app)].filter((route) => {
      const url = route.split(' ')[1]!;
      const api = url.startsWith('/api/') || url.startsWith('/device-api/');
      return api && !url.startsWith('/api/docs') && url !== '/api/openapi.json' && !declared.has(route);
    });
    expect(undeclared).toEqual([]);
  });

  it('are each sent by the web app by name, unless someone else calls them', () => {
    const web = webSource(path.resolve(import.meta.dirname, '../../../web/src'));
    const named = (name: string) => new RegExp(`\\b${name}\\b`).test(web);
    const unsent = calls.filter(([name, c]) => !c.caller && !named(name)).map(([name]) => name);
    expect(unsent).toEqual([]);
  });

  it('say who else calls them only when the web does not', () => {
    const web = webSource(path.resolve(import.meta.dirname, '../../../web/src'));
    const both = calls
      .filter(([name, c]) => c.caller && new RegExp(`\\b${name}\\b`).test(web))
      .map(([name]) => name);
    expect(both).toEqual([]);
  });
});
