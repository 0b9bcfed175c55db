import type { DeviceCommand } from '@nodebao/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import type { ReportInput, ReportOutcome } from './telemetry.service.ts';

export type BatcherOptions = {
  /** Most reports in one transaction. */
  maxBatch: number;
  /** How long the first queued report waits for company before its batch goes, when a slot is free. */
  lingerMs: number;
  /** Batches (transactions) in flight at once; each holds one database connection. */
  maxInFlight: number;
};

type Pending = {
  input: ReportInput;
  resolve: (value: { commands: DeviceCommand[] }) => void;
  reject: (err: unknown) => void;
};

type Flush = (inputs: ReportInput[]) => Promise<ReportOutcome[]>;

/**
 * Group commit for device reports (decision 0013): concurrent reports queue here and are written
 * together, one transaction (and one WAL flush) per batch instead of per report, so ingestion keeps up
 * with a large fleet (DESIGN §6). Each caller still gets its own outcome: its commands, or its own
 * refusal. What a report means does not change with its company:
 *
 * - A device is never in two batches at once, nor twice in one: its later report waits in the queue
 *   until the earlier one is committed, so reports of one device are applied in arrival order exactly
 *   as if each had its own transaction (the timestamp claim refuses the older or repeated one).
 * - If a batch fails as a whole (a statement error, a deadlock with another writer), every report of
 *   it is retried in its own transaction, so one bad report fails alone.
 */
export class ReportBatcher {
  private queue: Pending[] = [];
  private inFlight = 0;
  /** Devices with a report in a batch being written. */
  private busy = new Set<number>();
  private timer: NodeJS.Timeout | null = null;
  /** Counters for tests and operations: batches written, reports in them, batches retried one by one. */
  readonly stats = { batches: 0, reports: 0, largest: 0, retried: 0 };

  constructor(
    private readonly flush: Flush,
    private readonly options: BatcherOptions,
    private readonly log?: FastifyBaseLogger,
  ) {}

  submit(input: ReportInput): Promise<{ commands: DeviceCommand[] }> {
    return new Promise((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.inFlight >= this.options.maxInFlight || this.queue.length === 0) return;
    if (this.queue.length >= this.options.maxBatch) {
      this.start();
      return;
    }
    this.timer ??= setTimeout(() => this.start(), this.options.lingerMs);
  }

  private start(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    while (this.inFlight < this.options.maxInFlight) {
      const batch = this.take();
      if (batch.length === 0) return;
      this.inFlight += 1;
      void this.write(batch).finally(() => {
        this.inFlight -= 1;
        for (const p of batch) this.busy.delete(p.input.device.id);
        this.schedule();
      });
      // Another full batch goes at once; a partial one waits for its linger like the first did.
      if (this.queue.length < this.options.maxBatch) break;
    }
    this.schedule();
  }

  /** Up to maxBatch queued reports, oldest first, at most one per device and none of a busy device. */
  private take(): Pending[] {
    const batch: Pending[] = [];
    const rest: Pending[] = [];
    for (const p of this.queue) {
      const id = p.input.device.id;
      if (batch.length < this.options.maxBatch && !this.busy.has(id)) {
        this.busy.add(id);
        batch.push(p);
      } else {
        rest.push(p);
      }
    }
    this.queue = rest;
    return batch;
  }

  private async write(batch: Pending[]): Promise<void> {
    this.stats.batches += 1;
    this.stats.reports += batch.length;
    this.stats.largest = Math.max(this.stats.largest, batch.length);
    try {
      settle(batch, await this.flush(batch.map((p) => p.input)));
      return;
    } catch (err) {
      if (batch.length === 1) {
        batch[0]?.reject(err);
        return;
      }
      this.stats.retried += 1;
      this.log?.warn({ err, reports: batch.length }, 'report batch failed; writing its reports one by one');
    }
    for (const p of batch) {
      try {
        settle([p], await this.flush([p.input]));
      } catch (err) {
        p.reject(err);
      }
    }
  }
}

function settle(batch: Pending[], outcomes: ReportOutcome[]): void {
  batch.forEach((p, i) => {
    const outcome = outcomes[i];
    if (outcome === undefined) p.reject(new Error('report batch returned too few outcomes'));
    else if (outcome instanceof AppError) p.reject(outcome);
    else p.resolve(outcome);
  });
}
