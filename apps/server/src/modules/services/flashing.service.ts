import {
  FLASH_STEP_FROM,
  type FlashApplication,
  type Output,
  type adminFlashListQuery,
  type adminFlashStepBody,
  type flashApplyBody,
} from '@nodebao/contract';
import type { QueueDepth } from '../../db/sql.ts';
import type { Deps } from '../../deps.ts';
import { areaNames, assertAreaCodes } from '../../lib/areas.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { pagesOf } from '../../lib/reply.ts';
import { isoTimestamp } from '../../lib/time.ts';
import type { MemberRow } from '../accounts/accounts.service.ts';
import { notify } from '../messages/messages.service.ts';
import { getParams } from '../params/params.service.ts';
import { provisionFlashed } from '../telemetry/provisioning.service.ts';
import * as repo from './flashing.repo.ts';

/**
 * The flashing service (刷机, DESIGN §8, issue 16): a member sends boxes of their fleet and/or boxes
 * declared by model; staff accept (or reject with a reason), receive, flash — provisioning each flashed
 * box with its SN, MAC and a new secret (DESIGN §6) — and ship them back with a tracking number. Each
 * step is one conditional update, so two staff clicking at once move it once; the member is told.
 */

const STEP_TITLES = {
  accepted: '已受理',
  received: '设备已收到',
  flashed: '刷机完成',
  shipped: '已寄回',
  rejected: '未通过',
} as const;

const STEP_MESSAGES = {
  accepted: '你的刷机申请已受理，请按页面上的地址寄出设备。',
  received: '平台已收到你寄来的设备，即将刷机。',
  flashed: '设备已刷机完成，正在安排回寄；刷好的设备可在添加设备时选择绑定。',
  shipped: '刷好的设备已寄回',
  rejected: '你的刷机申请未通过',
} as const;

async function toApplications(deps: Deps, rows: repo.FlashRow[]): Promise<FlashApplication[]> {
  const details = await repo.detailsOf(
    deps.db,
    rows.map((r) => r.id),
  );
  const { flashing } = await getParams(deps.db);
  return rows.map((r) => {
    const names = areaNames({
      provinceCode: r.province_code,
      cityCode: r.city_code,
      districtCode: r.district_code,
    });
    const models = details.models
      .filter((m) => m.application_id === r.id)
      .map(({ application_id: _a, ...m }) => m);
    const devices = details.devices
      .filter((d) => d.application_id === r.id)
      .map(({ application_id: _a, ...d }) => d);
    return {
      id: r.id,
      state: r.state,
      devices,
      models,
      total: devices.length + models.reduce((n, m) => n + m.quantity, 0),
      contact_name: r.contact_name,
      contact_mobile: r.contact_mobile,
      return_address: [names.province_name, names.city_name, names.district_name, r.address]
        .filter(Boolean)
        .join(' '),
      note: r.note,
      reason: r.reason,
      tracking_no: r.tracking_no,
      steps: r.steps,
      flashed: details.flashed
        .filter((f) => f.application_id === r.id)
        .map(({ application_id: _a, ...f }) => f),
      ship_to: r.state === 'submitted' || r.state === 'rejected' ? null : flashing.ship_to,
      created_at: isoTimestamp(r.created_at),
      member_mobile: r.member_mobile,
    };
  });
}

/** `POST /api/brush/apply`: my boxes (each in one open application at a time) and/or models. */
export async function apply(deps: Deps, member: MemberRow, input: Output<typeof flashApplyBody>) {
  assertAreaCodes({
    provinceCode: input.province_code,
    cityCode: input.city_code,
    districtCode: input.district_code,
  });
  const deviceIds = [...new Set(input.device_ids)];
  const id = await deps.db.transaction(async (tx) => {
    await repo.lockMemberFlashing(tx, member.id);
    const held = await repo.heldDevices(tx, member.id, deviceIds);
    if (held.length !== deviceIds.length) throw fieldError('device_ids', '所选设备不存在');
    if ((await repo.devicesInOpenApplications(tx, deviceIds)).length > 0)
      throw new AppError('FLASH_DEVICE_BUSY');
    const typeIds = [...new Set(input.models.map((m) => m.device_type_id))];
    if ((await repo.knownDeviceTypes(tx, typeIds)).length !== typeIds.length)
      throw fieldError('models', '设备型号不存在');
    return repo.insertApplication(tx, {
      memberId: member.id,
      contactName: input.contact_name,
      contactMobile: input.contact_mobile,
      provinceCode: input.province_code,
      cityCode: input.city_code,
      districtCode: input.district_code,
      address: input.address,
      note: input.note,
      deviceIds,
      models: input.models.map((m) => ({
        deviceTypeId: m.device_type_id,
        soc: m.soc,
        boardRevision: m.board_revision,
        storageGb: m.storage_gb,
        firmware: m.firmware,
        quantity: m.quantity,
      })),
    });
  });
  const [application] = await toApplications(deps, [(await repo.findApplication(deps.db, id, member.id))!]);
  return application!;
}

/** `GET /api/brush/list`. */
export async function myApplications(deps: Deps, member: MemberRow, q: { page: number; pageSize: number }) {
  const { rows: list, total } = await repo.listApplications(deps.db, { memberId: member.id }, q);
  return { data: await toApplications(deps, list), pages: pagesOf(q.page, q.pageSize, total) };
}

/** Staff's queue, and how many applications are still going on. */
export async function staffList(deps: Deps, q: Output<typeof adminFlashListQuery>) {
  const { rows: list, total } = await repo.listApplications(deps.db, { memberId: null, state: q.state }, q);
  return {
    data: await toApplications(deps, list),
    pages: pagesOf(q.page, q.pageSize, total),
    pending: await repo.waitingCount(deps.db),
  };
}

/**
 * `POST /api/admin/brush-step`: one step on. Flashed provisions the boxes in the same transaction
 * (their secrets are in the reply, this once); shipped keeps the tracking number; rejected the reason.
 */
export async function step(deps: Deps, input: Output<typeof adminFlashStepBody>) {
  const result = await deps.db.transaction(async (tx) => {
    const application = await repo.findApplication(tx, input.id, null);
    if (!application) throw new AppError('NOT_FOUND', '刷机申请不存在');
    let provisioned: { sn: string; mac: string; secret: string }[] = [];
    const moved = await repo.moveStep(tx, input.id, FLASH_STEP_FROM[input.to], {
      to: input.to,
      reason: input.to === 'rejected' ? input.reason : null,
      trackingNo: input.to === 'shipped' ? input.tracking_no : null,
    });
    if (!moved) throw new AppError('FLASH_STEP_CHANGED');
    if (input.to === 'flashed') {
      const boxes = input.boxes ?? [];
      if (new Set(boxes.map((b) => b.sn)).size !== boxes.length) throw fieldError('boxes', 'SN 有重复');
      const made = await provisionFlashed(deps, tx, boxes);
      if (made.taken.length > 0) {
        throw new AppError(
          'FLASH_SN_TAKEN',
          `SN ${made.taken.slice(0, 5).join('、')} 已存在，未登记任何设备`,
        );
      }
      provisioned = made.devices;
      await repo.recordFlashed(
        tx,
        input.id,
        boxes.map((b) => b.sn),
      );
    }
    const extra =
      input.to === 'shipped'
        ? `，快递单号 ${input.tracking_no}。`
        : input.to === 'rejected'
          ? `：${input.reason}`
          : '';
    await notify(tx, [
      {
        memberId: application.member_id,
        kind: 'system',
        title: `刷机申请 #${application.id}${STEP_TITLES[input.to]}`,
        content: `${STEP_MESSAGES[input.to]}${extra}`,
        deviceId: null,
      },
    ]);
    return { provisioned };
  });
  const [application] = await toApplications(deps, [(await repo.findApplication(deps.db, input.id, null))!]);
  return { application: application!, provisioned: result.provisioned };
}

/** For the metrics (issue 47): the flashing applications waiting for staff's review. */
export function reviewDepth(deps: Pick<Deps, 'db'>): Promise<QueueDepth> {
  return repo.reviewQueue(deps.db);
}
