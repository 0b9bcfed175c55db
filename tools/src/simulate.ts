/**
 * The fleet simulator (issue 3 §2): provisions N boxes through the staff API (or reuses those it
 * provisioned before) and sends signed reports over HTTP like real boxes.
 *
 *   npm run simulate -- --devices 200 [--days 35] [--live] [--speed 60] [--base-url http://127.0.0.1:8080]
 *
 * --days D backfills D days of history (one report per box and day, up to 288 samples each);
 * --live keeps reporting every 5 minutes (every 5/speed minutes with --speed).
 */
import { parseArgs } from 'node:util';
import { backfill, liveLoop, loadOrProvisionFleet } from './simulator/fleet.ts';

const { values } = parseArgs({
  options: {
    devices: { type: 'string', default: '20' },
    days: { type: 'string', default: '0' },
    live: { type: 'boolean', default: false },
    speed: { type: 'string', default: '1' },
    'base-url': { type: 'string', default: process.env.SIMULATOR_BASE_URL ?? 'http://127.0.0.1:8080' },
    'fleet-file': {
      type: 'string',
      default: process.env.SIMULATOR_FLEET_FILE ?? 'data/simulator-fleet.json',
    },
    concurrency: { type: 'string', default: '16' },
    'staff-mobile': { type: 'string', default: '13800000000' },
    'staff-password': { type: 'string', default: 'demo123456' },
  },
});

const count = Number(values.devices);
const days = Number(values.days);
const speed = Number(values.speed);
const concurrency = Number(values.concurrency);
if (
  ![count, days, speed, concurrency].every((n) => Number.isFinite(n) && n >= 0) ||
  count < 1 ||
  speed <= 0
) {
  console.error('usage: npm run simulate -- --devices N [--days D] [--live] [--speed X]');
  process.exit(2);
}

const baseUrl = values['base-url'].replace(/\/$/, '');
const fleet = await loadOrProvisionFleet({
  baseUrl,
  fleetFile: values['fleet-file'],
  count,
  staff: { mobile: values['staff-mobile'], password: values['staff-password'] },
});
console.log(`fleet: ${fleet.length} boxes (${values['fleet-file']})`);

if (days > 0) {
  const started = Date.now();
  const sent = await backfill(baseUrl, fleet, days, concurrency);
  const seconds = (Date.now() - started) / 1000;
  console.log(`backfill: ${sent.reports} reports, ${sent.samples} samples in ${seconds.toFixed(1)} s`);
}
if (values.live) await liveLoop(baseUrl, fleet, speed, concurrency);
