// POST /api/admin/give-code {mobile, device_type_id, quantity（1–500）, note} — 向会员直接发放激活码（平台运营）；
// 手机号未注册 31008；返回会员信息、型号名称与发放的激活码
import { adminGiveCodeCall } from '@nodebao/contract/calls';
import type { giveCodeReply, GiveCodeBody } from '@nodebao/contract';
import { writeCall } from '@/lib/write-call';

export type GiveCodeResult = ReturnType<typeof giveCodeReply.parse>['data'];

/** Never retried (no mutation is): each call issues new codes. */
export const giveCode = writeCall<typeof adminGiveCodeCall, GiveCodeBody>({ call: adminGiveCodeCall });
