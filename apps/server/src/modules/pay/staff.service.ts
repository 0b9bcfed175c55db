import type { AdminOrder, OrderState, Pages } from '@nodebao/contract';
import type { QueueDepth } from '../../db/sql.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { pagesOf } from '../../lib/reply.ts';
import { isoTimestamp } from '../../lib/time.ts';
import { findMemberByMobile } from '../accounts/accounts.service.ts';
import { notify } from '../messages/messages.service.ts';
import { issueCodes } from '../devices/activation-codes.service.ts';
import { findDeviceType } from '../devices/devices.service.ts';
import { confirmTransfer, rejectTransfer, toOrder } from './orders.service.ts';
import * as repo from './pay.repo.ts';

/** Platform staff's side of payments: the transfers to confirm, and codes given by hand. */
function toAdminOrder(row: repo.OrderRow): AdminOrder {
  return {
    ...toOrder(row),
    member_id: row.member_id,
    member_mobile: row.member_mobile,
    member_nickname: row.member_nickname,
    reviewed_by: row.reviewed_by_name,
    reviewed_at: row.reviewed_at ? isoTimestamp(row.reviewed_at) : null,
  };
}

export async function transferQueue(
  deps: Deps,
  q: { page: number; pageSize: number; state: OrderState; keyword?: string | undefined },
): Promise<{ list: AdminOrder[]; pages: Pages }> {
  const { list, total } = await repo.listOrders(deps.db, { ...q, transfersOnly: true });
  return { list: list.map(toAdminOrder), pages: pagesOf(q.page, q.pageSize, total) };
}

export async function confirm(deps: Deps, staffId: number, orderId: number): Promise<AdminOrder> {
  return toAdminOrder(await confirmTransfer(deps, staffId, orderId));
}

export async function reject(
  deps: Deps,
  staffId: number,
  orderId: number,
  reason: string,
): Promise<AdminOrder> {
  return toAdminOrder(await rejectTransfer(deps, staffId, orderId, reason));
}

/**
 * `POST /api/admin/give-code`: new codes for the member with this mobile, written with who gave them
 * and why (activation_codes.granted_by, note); the member gets a message.
 */
export async function giveCodes(
  deps: Deps,
  staffId: number,
  input: { mobile: string; device_type_id: number; quantity: number; note: string },
) {
  const member = await findMemberByMobile(deps.db, input.mobile);
  if (!member) throw new AppError('MEMBER_MOBILE_UNKNOWN');
  const type = await findDeviceType(deps.db, input.device_type_id);
  if (!type) throw new AppError('NOT_FOUND', '设备型号不存在');
  const codes = await deps.db.transaction(async (tx) => {
    const issued = await issueCodes(tx, {
      memberId: member.id,
      deviceTypeId: type.id,
      quantity: input.quantity,
      grantedBy: staffId,
      note: input.note,
    });
    await notify(tx, [
      {
        memberId: member.id,
        kind: 'system',
        title: '收到激活码',
        content: `平台向您发放了 ${input.quantity} 个「${type.name}」激活码${input.note ? `（${input.note}）` : ''}，可在“我的激活码”中查看。`,
        deviceId: null,
      },
    ]);
    return issued;
  });
  return {
    member_id: member.id,
    member_mobile: member.mobile,
    member_nickname: member.nickname,
    device_type_name: type.name,
    codes,
  };
}

/** For the metrics (issue 47): the offline payments waiting for staff to confirm. */
export function transferReviewDepth(deps: Pick<Deps, 'db'>): Promise<QueueDepth> {
  return repo.transferReviewQueue(deps.db);
}
