import { existsSync } from 'node:fs';
import type { Writable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { IncomeDeviceRow } from '@nodebao/contract';
import type { Deps } from '../../deps.ts';
import { attachmentDisposition } from '../../lib/attachment.ts';
import type { ExportPlan } from './income.service.ts';
import * as repo from './income.repo.ts';
import type { FromWorker, ToWorker } from './xlsx-messages.ts';

/**
 * The income export (GET /api/money/download): one row per device and settled day, written to the
 * reply as it is read. Rows come in keyset batches (one day at a time, by device id); a worker thread
 * turns each batch into xlsx bytes (income-xlsx.ts, exceljs' streaming writer) and sends them back;
 * between batches the export waits for the worker to take the rows and the client to take the bytes,
 * so memory holds about one batch whatever the export's size.
 *
 * Why a worker (issue 17, decision 0030): exceljs leaves tens of MB of short-lived garbage per batch
 * that the server's large heap collects late; in a heap of its own, capped below, it is collected
 * early (peak RSS of an export process 199 → ~130 MB), and zipping 100,000 rows (~3 s of CPU) no
 * longer holds up every other request.
 */

export const EXPORT_BATCH_ROWS = 2_000;

/** The income workbook's file name, by its month or days. */
export function exportDisposition(label: string): string {
  return attachmentDisposition(`nodebao-income-${label}.xlsx`, `节点宝收益明细_${label}.xlsx`);
}

/** Resolves when the reply has room again, or at once when it is gone (client went away). */
function roomIn(out: Writable): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

/** The worker's heap: big enough for a batch with room to spare, small enough to be collected often. */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 48 };

/**
 * The xlsx worker: the bundled file beside the server's (dist/xlsx-worker.js), or, run from the
 * sources (tests, `npm run dev`), the TypeScript entry through tsx's loader.
 */
function startXlsxWorker(): Worker {
  const bundled = new URL('./xlsx-worker.js', import.meta.url);
  if (existsSync(bundled)) return new Worker(bundled, { resourceLimits: WORKER_LIMITS });
  const entry = new URL('./xlsx-worker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(boot, { eval: true, resourceLimits: WORKER_LIMITS });
}

/** The worker as calls: each resolves at its answer; its bytes go to `out` as they come. */
function xlsxWorker(out: Writable) {
  const worker = startXlsxWorker();
  let waiting: { kind: FromWorker['kind']; resolve: () => void; reject: (err: Error) => void } | null = null;
  const fail = (err: Error) => {
    waiting?.reject(err);
    waiting = null;
  };
  worker.on('message', (message: FromWorker) => {
    if (message.kind === 'bytes') {
      if (!out.destroyed)
        out.write(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.length));
    } else if (message.kind === 'failed') fail(new Error(message.message));
    else if (waiting?.kind === message.kind) {
      waiting.resolve();
      waiting = null;
    }
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`xlsx worker stopped (exit ${code})`)));
  const call = (message: ToWorker, answer: FromWorker['kind']) =>
    new Promise<void>((resolve, reject) => {
      waiting = { kind: answer, resolve, reject };
      worker.postMessage(message);
    });
  return {
    add: (rows: IncomeDeviceRow[]) => call({ kind: 'rows', rows }, 'added'),
    finish: (incomeFen: number) => call({ kind: 'finish', incomeFen }, 'finished'),
    stop: () => worker.terminate(),
  };
}

/** Writes the whole workbook to `out` and ends it; stops early when `out` is destroyed. */
export async function writeIncomeWorkbook(
  deps: Pick<Deps, 'db'>,
  plan: ExportPlan,
  out: Writable,
  batchRows = EXPORT_BATCH_ROWS,
): Promise<{ rows: number; incomeFen: number }> {
  const book = xlsxWorker(out);
  let count = 0;
  let incomeFen = 0;
  try {
    for (const day of await repo.settledDaysIn(deps.db, plan.scope, plan.from, plan.to)) {
      let after = 0;
      for (;;) {
        if (out.destroyed) return { rows: count, incomeFen };
        const batch = await repo.exportBatch(deps.db, plan.scope, day, after, batchRows);
        await book.add(batch);
        for (const r of batch) incomeFen += r.income_fen;
        count += batch.length;
        await roomIn(out);
        if (batch.length < batchRows) break;
        after = batch[batch.length - 1]?.device_id ?? after;
      }
    }
    await book.finish(incomeFen);
    out.end();
    return { rows: count, incomeFen };
  } finally {
    await book.stop();
  }
}
