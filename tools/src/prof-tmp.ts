// temporary: profile the server under one GET load (not committed)
import fs from 'node:fs';
import autocannon from 'autocannon';
import { login } from './bench/api.ts';
import { startServer } from './bench/server.ts';
import { BENCH_PASSWORD, operatorMobile } from './bench/seed.ts';

const path = process.argv[2] ?? '/api/device/index?status=online&tag_id=1';
const prof = process.argv[3] === 'prof';
const port = Number(process.env.PORT ?? 8320);
const dir = '/tmp/prof/' + Date.now();
fs.mkdirSync(dir, { recursive: true });
const server = await startServer({
  port, dataDir: fs.mkdtempSync('/tmp/nbprof-'), appSecret: 'nodebao-bench-app-secret-0123456789',
  databaseUrl: 'postgres://postgres@127.0.0.1:5432/bench_fleet',
  cpuProfileDir: prof ? dir : undefined, env: { DEVICE_LIST_CACHE_MS: '0' },
});
const token = await login(server.baseUrl, operatorMobile(1), BENCH_PASSWORD);
const target = { url: server.baseUrl + path, connections: 16, headers: { authorization: `Bearer ${token}` } };
await autocannon({ ...target, duration: 3 });
const t0 = process.cpuUsage();
const r = await autocannon({ ...target, duration: Number(process.env.SECS ?? 10) });
console.log(`${path}: ${(r['2xx'] / r.duration).toFixed(0)} req/s p50 ${r.latency.p50} p99 ${r.latency.p99} non2xx ${r.non2xx}`);
await server.stop();
if (prof) {
  const { summarizeProfile } = await import('./bench/profile.ts');
  for (const c of summarizeProfile(dir, { skipSeconds: 0, seconds: 1e6 })) console.log(`${(c.share * 100).toFixed(1)}% ${c.category}`);
  console.log(dir);
}
