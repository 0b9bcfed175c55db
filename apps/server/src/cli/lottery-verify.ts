import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { verifyDraw, type LotteryDraw } from '@nodebao/contract';
import { nodeDrawHasher } from '../modules/lottery/lottery-crypto.ts';

/**
 * `npm run lottery:verify -- --period P --url BASE [--tickets FILE]`: recomputes a published draw
 * from the public records of a running console — the commitment, the revealed seed, the ticket list —
 * and compares the winners with the recorded ones. Exits 1 on any difference. `--tickets` checks a
 * local copy of the list instead of the published one (a tampered copy must fail).
 */
const { values } = parseArgs({
  options: {
    period: { type: 'string' },
    url: { type: 'string', default: 'http://127.0.0.1:8080' },
    tickets: { type: 'string' },
  },
});
const period = Number(values.period);
if (!Number.isInteger(period) || period < 1) {
  console.error('usage: npm run lottery:verify -- --period P --url BASE [--tickets FILE]');
  process.exit(2);
}
const base = values.url.replace(/\/+$/, '');

async function findDraw(): Promise<LotteryDraw | undefined> {
  for (let page = 1; ; page++) {
    const res = await fetch(`${base}/api/lottery/open-list?page=${page}&pageSize=100`);
    const reply = (await res.json()) as { errorCode: number; msg: string; data: LotteryDraw[] };
    if (reply.errorCode !== 0) throw new Error(`open-list: ${reply.msg}`);
    const draw = reply.data.find((d) => d.period === period);
    if (draw || reply.data.length === 0 || reply.data.at(-1)!.period < period) return draw;
  }
}

const draw = await findDraw();
if (!draw) {
  console.error(`第 ${period} 期不存在`);
  process.exit(1);
}
let tickets: string;
if (values.tickets) {
  tickets = await readFile(values.tickets, 'utf8');
} else {
  const res = await fetch(`${base}/api/lottery/ticket-file?period=${period}`);
  tickets = await res.text();
  if (!res.headers.get('content-type')?.startsWith('text/plain')) {
    console.error(`票号清单取不到：${tickets}`);
    process.exit(1);
  }
}
const result = await verifyDraw(draw, tickets, nodeDrawHasher);
console.log(`第 ${period} 期：${draw.ticket_count} 张票，种子承诺 ${draw.seed_hash}`);
console.log(`公布的种子 ${draw.seed ?? '（未公布）'}`);
if (draw.beacon_round !== null) {
  // The beacon's value is checked here only as part of the draw; its authenticity is drand's to show
  // (its BLS signature, e.g. on https://api.drand.sh/<chain>/public/<round>).
  console.log(`公共随机数 drand 第 ${draw.beacon_round} 轮：${draw.beacon_randomness ?? '（未产生）'}`);
}
for (const w of result.winners) console.log(`  ${w.name}  ${w.number} 号  持有者 ${w.owner}`);
if (result.ok) {
  console.log('验证通过：种子与承诺一致，票号清单与哈希一致，重算的中奖票号与记录一致。');
} else {
  for (const problem of result.problems) console.error(`✗ ${problem}`);
  process.exit(1);
}
