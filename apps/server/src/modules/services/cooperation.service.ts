import {
  ipv4ToNumber,
  parseCidr,
  type CdnServer,
  type CoopApplication,
  type Output,
  type adminCoopListQuery,
  type adminCoopReviewBody,
  type coopApplyBody,
  type coopSaveServerBody,
} from '@nodebao/contract';
import type { QueueDepth } from '../../db/sql.ts';
import type { Deps } from '../../deps.ts';
import { areaNames, assertAreaCodes } from '../../lib/areas.ts';
import { AppError, fieldError, isUniqueViolation } from '../../lib/errors.ts';
import { pagesOf } from '../../lib/reply.ts';
import { isoTimestamp } from '../../lib/time.ts';
import type { MemberRow } from '../accounts/accounts.service.ts';
import { notify } from '../messages/messages.service.ts';
import { getParams } from '../params/params.service.ts';
import { attemptCounter } from '../throttle/throttle.service.ts';
import * as repo from './cooperation.repo.ts';
import { addressRefusal, DIAL_TIMEOUT_MS, isLoopback, rangeRefusal } from './dial-back.ts';

/**
 * Big-bandwidth cooperation (DESIGN §8, issue 16): a member applies with a data centre and its public
 * IPv4 range, staff accept or reject it once, and an accepted application lists its CDN servers, each
 * checked by connecting to it on save and every ten minutes.
 */

/** Saves that dial, per member and window: the dial-back must not become a scanner. */
const DIAL_LIMIT = { perWindow: 60, windowSeconds: 600 };
/** Failed checks in a row after which the member is told the server is down. */
export const DOWN_AFTER = 3;

function toApplication(row: repo.ApplicationRow): CoopApplication {
  const names = areaNames({ provinceCode: row.province_code, cityCode: row.city_code, districtCode: null });
  return {
    id: row.id,
    room_name: row.room_name,
    province_code: row.province_code,
    province_name: names.province_name,
    city_code: row.city_code,
    city_name: names.city_name,
    line: row.line as CoopApplication['line'],
    bandwidth_gbps: row.bandwidth_gbps,
    ip_range: row.ip_range,
    server_count: row.server_count,
    contact_name: row.contact_name,
    contact_mobile: row.contact_mobile,
    remark: row.remark,
    state: row.state,
    reason: row.reason,
    created_at: isoTimestamp(row.created_at),
    reviewed_at: row.reviewed_at ? isoTimestamp(row.reviewed_at) : null,
    servers: row.servers,
    reachable: row.reachable,
    member_mobile: row.member_mobile,
  };
}

function toServer(row: repo.ServerRow): CdnServer {
  return {
    id: row.id,
    apply_id: row.application_id,
    ip: row.ip,
    port: row.port,
    bandwidth: row.bandwidth_mbps,
    line: row.line as CdnServer['line'],
    disk: row.disk_gb,
    remark: row.remark,
    reachable: row.reachable,
    last_checked_at: row.last_checked_at ? isoTimestamp(row.last_checked_at) : null,
    fail_streak: row.fail_streak,
    created_at: isoTimestamp(row.created_at),
  };
}

/** `POST /api/big-daikuan/apply`: a range nobody else holds, public throughout, once per member. */
export async function apply(deps: Deps, member: MemberRow, input: Output<typeof coopApplyBody>) {
  assertAreaCodes({ provinceCode: input.province_code, cityCode: input.city_code, districtCode: null });
  const range = parseCidr(input.ip_range)!;
  const why = rangeRefusal(range.first, range.last, deps.config.dialback.allowLoopback);
  if (why) throw fieldError('ip_range', why);
  const id = await deps.db.transaction(async (tx) => {
    await repo.lockRanges(tx);
    if (await repo.openApplicationFor(tx, member.id, input.ip_range))
      throw new AppError('COOP_ALREADY_APPLIED');
    if (await repo.overlappingAccepted(tx, member.id, range.first, range.last))
      throw new AppError('COOP_RANGE_TAKEN');
    try {
      return await repo.insertApplication(tx, {
        memberId: member.id,
        roomName: input.room_name,
        provinceCode: input.province_code,
        cityCode: input.city_code,
        line: input.line,
        bandwidthGbps: input.bandwidth_gbps,
        ipRange: input.ip_range,
        rangeFirst: range.first,
        rangeLast: range.last,
        serverCount: input.server_count,
        contactName: input.contact_name,
        contactMobile: input.contact_mobile,
        remark: input.remark,
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('COOP_ALREADY_APPLIED');
      throw err;
    }
  });
  return toApplication((await repo.findApplication(deps.db, id, member.id))!);
}

/** `GET /api/big-daikuan/list`. */
export async function myApplications(deps: Deps, member: MemberRow, q: { page: number; pageSize: number }) {
  const { rows: list, total } = await repo.listApplications(deps.db, { memberId: member.id }, q);
  return { data: list.map(toApplication), pages: pagesOf(q.page, q.pageSize, total) };
}

/** An application the caller may see: their own, or any for staff; another's is not found. */
async function visibleApplication(deps: Deps, caller: MemberRow, id: number) {
  const row = await repo.findApplication(deps.db, id, caller.isSuperman ? null : caller.id);
  if (!row) throw new AppError('NOT_FOUND', '合作申请不存在');
  return row;
}

/** `GET /api/big-daikuan/server-list`: the application (`info`) and its servers. */
export async function serverList(deps: Deps, caller: MemberRow, applyId: number) {
  const application = await visibleApplication(deps, caller, applyId);
  const servers = await repo.serversOf(deps.db, applyId);
  const { cooperation } = await getParams(deps.db);
  return {
    info: toApplication(application),
    data: servers.map(toServer),
    dial_ports: cooperation.dial_ports,
  };
}

/**
 * `POST /api/big-daikuan/save-server`: a server of my accepted application — an address of its range
 * that may be dialled, on a port staff allow — added or edited, then checked at once.
 */
export async function saveServer(deps: Deps, member: MemberRow, input: Output<typeof coopSaveServerBody>) {
  const application = await repo.findApplication(deps.db, input.apply_id, member.id);
  if (!application) throw new AppError('NOT_FOUND', '合作申请不存在');
  if (application.state !== 'accepted') throw new AppError('COOP_NOT_ACCEPTED');
  const allowLoopback = deps.config.dialback.allowLoopback;
  const why = addressRefusal(input.ip, allowLoopback);
  if (why) throw fieldError('ip', why);
  const n = ipv4ToNumber(input.ip)!;
  if (n < application.range_first || n > application.range_last) {
    throw fieldError('ip', `IP 不在申请通过的网段 ${application.ip_range} 内`);
  }
  // The demo's local listeners are on any port; a public address only on the ports staff allow.
  const { cooperation } = await getParams(deps.db);
  if (!(allowLoopback && isLoopback(input.ip)) && !cooperation.dial_ports.includes(input.port)) {
    throw fieldError('port', `只能填写平台允许检测的端口：${cooperation.dial_ports.join('、')}`);
  }
  const dials = attemptCounter(deps.db, `dial:${member.id}`, DIAL_LIMIT.windowSeconds);
  if (await dials.reached(DIAL_LIMIT.perWindow)) throw new AppError('DIAL_RATE_LIMITED');

  const fields = {
    ip: input.ip,
    port: input.port,
    bandwidthMbps: input.bandwidth,
    line: input.line,
    diskGb: input.disk,
    remark: input.remark,
  };
  let id: number;
  try {
    id = await deps.db.transaction(async (tx) => {
      if (input.id !== undefined) {
        if (!(await repo.findServer(tx, input.id, application.id)))
          throw new AppError('NOT_FOUND', '服务器不存在');
        await repo.updateServer(tx, input.id, fields);
        return input.id;
      }
      if ((await repo.serversOf(tx, application.id)).length >= application.server_count) {
        throw new AppError('COOP_SERVERS_FULL', `该申请最多 ${application.server_count} 台服务器`);
      }
      return repo.insertServer(tx, application.id, member.id, fields);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('SERVER_IP_TAKEN');
    throw err;
  }
  await dials.count();
  await checkServer(deps, (await repo.findServer(deps.db, id, application.id))!);
  return toServer((await repo.findServer(deps.db, id, application.id))!);
}

/** Dials one server and records it; tells the member when it goes down (third failure) or comes back. */
async function checkServer(deps: Deps, server: repo.ServerRow) {
  const ok = await deps.dial(server.ip, server.port, DIAL_TIMEOUT_MS);
  const change = await repo.recordCheck(deps.db, server.id, ok, DOWN_AFTER);
  const where = `${server.ip}:${server.port}`;
  if (change?.turnedDown) {
    await notify(deps.db, [
      {
        memberId: server.member_id,
        kind: 'fault',
        title: `CDN 服务器 ${where} 无法连接`,
        content: `平台连续 ${DOWN_AFTER} 次连接 ${where} 均未成功，请检查服务器、端口与防火墙。恢复后会再通知你。`,
        deviceId: null,
      },
    ]);
  }
  if (change?.turnedUp) {
    await notify(deps.db, [
      {
        memberId: server.member_id,
        kind: 'fault',
        title: `CDN 服务器 ${where} 已恢复`,
        content: `平台已能连接 ${where}。`,
        deviceId: null,
      },
    ]);
  }
}

/** Every ten minutes: each server of each accepted application, sixteen at a time. */
export async function checkAllServers(deps: Deps): Promise<{ checked: number }> {
  const servers = await repo.serversToCheck(deps.db);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(16, servers.length) }, async () => {
      while (next < servers.length) {
        const server = servers[next++]!;
        await checkServer(deps, server);
      }
    }),
  );
  return { checked: servers.length };
}

/** Staff's queue: every application (pending first by default), with how many wait. */
export async function staffList(deps: Deps, q: Output<typeof adminCoopListQuery>) {
  const { rows: list, total } = await repo.listApplications(deps.db, { memberId: null, state: q.state }, q);
  return {
    data: list.map(toApplication),
    pages: pagesOf(q.page, q.pageSize, total),
    pending: await repo.pendingCount(deps.db),
  };
}

/** Staff accept (the range still free) or reject with a reason, once; the member is told. */
export async function review(deps: Deps, staff: MemberRow, input: Output<typeof adminCoopReviewBody>) {
  await deps.db.transaction(async (tx) => {
    await repo.lockRanges(tx);
    const application = await repo.findApplication(tx, input.id, null);
    if (!application) throw new AppError('NOT_FOUND', '合作申请不存在');
    if (application.state !== 'pending') throw new AppError('COOP_HANDLED');
    if (
      input.accept &&
      (await repo.overlappingAccepted(
        tx,
        application.member_id,
        application.range_first,
        application.range_last,
      ))
    ) {
      throw new AppError('COOP_RANGE_TAKEN');
    }
    const reason = input.accept ? null : (input.reason ?? '').trim();
    if (
      !(await repo.review(tx, input.id, {
        state: input.accept ? 'accepted' : 'rejected',
        reason,
        staffId: staff.id,
      }))
    ) {
      throw new AppError('COOP_HANDLED');
    }
    await notify(tx, [
      {
        memberId: application.member_id,
        kind: 'system',
        title: input.accept ? '大带宽合作申请已通过' : '大带宽合作申请未通过',
        content: input.accept
          ? `你的合作申请（${application.room_name}，${application.ip_range}）已通过，请在 CDN 服务器页添加服务器。`
          : `你的合作申请（${application.room_name}，${application.ip_range}）未通过：${reason}`,
        deviceId: null,
      },
    ]);
  });
  return toApplication((await repo.findApplication(deps.db, input.id, null))!);
}

/** For the metrics (issue 47): the cooperation applications waiting for staff's review. */
export function reviewDepth(deps: Pick<Deps, 'db'>): Promise<QueueDepth> {
  return repo.reviewQueue(deps.db);
}
