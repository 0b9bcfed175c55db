/**
 * The income export's worker thread: it receives the rows the main thread read, batch by batch, and
 * sends back the xlsx bytes exceljs writes. Its own small heap (income-export.ts sets the limits)
 * collects exceljs' per-cell garbage early, and the zipping does not hold up the event loop that
 * answers every other request.
 */
import { Writable } from 'node:stream';
import { parentPort } from 'node:worker_threads';
import { openIncomeWorkbook } from './income-xlsx.ts';
import type { ToWorker } from './xlsx-messages.ts';

const port = parentPort;
if (!port) throw new Error('xlsx-worker runs as a worker thread');

const out = new Writable({
  write(chunk: Buffer, _encoding, done) {
    // A copy of its own, so its memory moves to the main thread instead of being copied again.
    const bytes = new Uint8Array(chunk);
    port.postMessage({ kind: 'bytes', bytes }, [bytes.buffer]);
    done();
  },
});
const book = openIncomeWorkbook(out);

port.on('message', (message: ToWorker) => {
  if (message.kind === 'rows') {
    book.add(message.rows);
    port.postMessage({ kind: 'added' });
    return;
  }
  book.finish(message.incomeFen).then(
    () => port.postMessage({ kind: 'finished' }),
    (err: unknown) => port.postMessage({ kind: 'failed', message: String(err) }),
  );
});
