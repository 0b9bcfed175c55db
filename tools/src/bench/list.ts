import { deviceListQuery } from '@nodebao/contract';
import { listDevices } from '../../../apps/server/src/modules/devices/devices.repo.ts';
import { api } from './api.ts';
import { captureStatements } from './db.ts';
import {
  httpLoad,
  replayStatements,
  type CallerReplay,
  type HttpLoadFigures,
  type RawFigures,
} from './load.ts';
import type { Meter } from './server.ts';

/** The list call of the benchmark: the operator's online boxes in one tag, default sort, page 1 of 100. */
export type ListCall = { status: 'online'; tag_id: number };
export const listPath = (call: ListCall) => `/api/device/index?status=${call.status}&tag_id=${call.tag_id}`;

export type ListApiFigures = HttpLoadFigures & { rowsPerPage: number; matching: number; fleet: number };

/** autocannon against GET /api/device/index after a warm-up; every reply checked for 2xx. */
export async function listApi(options: {
  baseUrl: string;
  token: string;
  call: ListCall;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** Starts measuring the machine after the warm-up (see bench.ts); its stop gives the figures. */
  meter: () => Promise<() => Promise<Meter>>;
}): Promise<ListApiFigures> {
  const { baseUrl, token, call } = options;
  const sample = await api<unknown[]>(baseUrl, token, 'GET', listPath(call));
  const pages = sample.pages as { totalCount: number };
  const count = sample.count as { total: number };
  const load = await httpLoad({ ...options, path: listPath(call) });
  return { ...load, rowsPerPage: sample.data.length, matching: pages.totalCount, fleet: count.total };
}

export type ListRawFigures = RawFigures;

/**
 * The SQL one list request sends (the page, its count, the fleet count: one statement; who the caller
 * is comes from the replica's sessions, decision 0031), captured from the server's own code and
 * replayed straight on the driver: the database's own limit.
 */
export async function listRaw(options: CallerReplay & { call: ListCall }): Promise<ListRawFigures> {
  const { database, caller, call } = options;
  const query = deviceListQuery.parse(call);
  const statements = await captureStatements(database, async (db) => {
    // The repo, not the service: the database's statements, never an answer from the list cache.
    await listDevices(db, caller, query);
  });
  return replayStatements(database, statements, options);
}
