import { z } from 'zod';
import { nameText } from './text.ts';
import { PASSWORD_MAX } from './limits.ts';
import { mobileSchema, passwordSchema } from './accounts.ts';
import { envelope, listEnvelope } from './envelope.ts';
import { roomIspSchema } from './rooms.ts';

const id = z.coerce.number().int().min(1).max(2_147_483_647);
const optionalId = z.coerce.number().int().min(0).max(2_147_483_647);

/** A member as an operator or staff sees it on /manage/user and in member pickers. */
export const managedMemberSchema = z.object({
  id: z.number().int(),
  mobile: z.string(),
  nickname: z.string(),
  status: z.enum(['active', 'disabled']),
  operator_id: z.number().int().nullable(),
  member_tag_id: z.number().int().nullable(),
  member_tag_name: z.string(),
  device_count: z.number().int(),
  online_count: z.number().int(),
  created_at: z.string(),
});
export type ManagedMember = z.infer<typeof managedMemberSchema>;

export const userListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  keyword: z.string().trim().max(32).optional(),
  member_tag_id: optionalId.default(0),
  status: z.enum(['active', 'disabled']).optional(),
});
export const userListReply = listEnvelope(managedMemberSchema);
export const userInfoReply = envelope(managedMemberSchema);

/** Create (no id: mobile and password required) or edit a sub-member account. */
export const userSaveBody = z
  .object({
    id: id.optional(),
    mobile: mobileSchema.optional(),
    nickname: nameText('昵称', 32, { min: 0 }).optional(),
    password: passwordSchema.optional(),
    member_tag_id: optionalId.optional(),
    status: z.enum(['active', 'disabled']).optional(),
  })
  .refine((b) => b.id !== undefined || (b.mobile !== undefined && b.password !== undefined), {
    message: '新建账号需要手机号和密码',
    path: ['mobile'],
  });
export const idBody = z.object({ id });

/** Members the caller may hand devices to (the picker of /device/index's "move to member"). */
export const memberListQuery = z.object({ keyword: z.string().trim().max(32).optional() });
export const memberListReply = envelope(
  z.array(
    z.object({
      id: z.number().int(),
      mobile: z.string(),
      nickname: z.string(),
      device_count: z.number().int(),
    }),
  ),
);
/** One member of the "move to member" picker. */
export type AllocatableMember = z.infer<typeof memberListReply>['data'][number];

/** The operator's overview (/manage/index). */
export const guanliReply = envelope(
  z.object({
    member_count: z.number().int(),
    device_count: z.number().int(),
    online_count: z.number().int(),
    offline_count: z.number().int(),
    uninstalled_count: z.number().int(),
    room_count: z.number().int(),
    cabinet_count: z.number().int(),
  }),
);

/**
 * Closing one's own account (issue 11 §2, decision 0020): what stands in the way, each with what to
 * do first; the account closes only when nothing does, with the current password.
 */
export const CLOSURE_BLOCKERS = {
  devices: '账号下还有设备：请先在“设备”中移除全部设备',
  unsettled: '最近移除的设备还有收益未结算：请在次日结算完成（00:35 之后）再注销',
  balance: '账户还有余额：请先提现，余额为 0 后再注销',
  reserve: '还有提现在处理中：请等待提现完成后再注销',
  orders: '还有订单在支付或审核中：请等待订单完成或过期后再注销',
  sub_members: '你名下还有子会员：请先联系平台把子会员转给其他运营商',
} as const;
export type ClosureBlocker = keyof typeof CLOSURE_BLOCKERS;

export const closureCheckReply = envelope(
  z.object({
    can_close: z.boolean(),
    blockers: z.array(
      z.object({ code: z.enum(Object.keys(CLOSURE_BLOCKERS) as [ClosureBlocker]), msg: z.string() }),
    ),
    balance_fen: z.number().int(),
    reserve_fen: z.number().int(),
    devices: z.number().int(),
  }),
);
export type ClosureCheck = z.infer<typeof closureCheckReply>['data'];

export const closeAccountBody = z.object({
  password: z.string({ error: '请输入登录密码' }).min(1, '请输入登录密码').max(PASSWORD_MAX, '密码不正确'),
});

export const memberSaveBody = z.object({
  nickname: nameText('昵称', 32),
});

export const updateDeviceBody = z.object({
  id,
  name: nameText('备注名', 64, { min: 0 }).optional(),
  isp: roomIspSchema.nullable().optional(),
});
export type UpdateDeviceBody = z.infer<typeof updateDeviceBody>;

export const installRecordQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  device_id: optionalId.default(0),
  action: z.enum(['install', 'uninstall']).optional(),
});
export const installRecordReply = listEnvelope(
  z.object({
    id: z.number().int(),
    device_id: z.number().int(),
    sn: z.string(),
    action: z.enum(['install', 'uninstall']),
    jifang: z.string(),
    jigui: z.string(),
    member_mobile: z.string(),
    actor_mobile: z.string(),
    created_at: z.string(),
  }),
);
