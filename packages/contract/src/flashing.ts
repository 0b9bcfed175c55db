import { z } from 'zod';
import { mobileSchema } from './accounts.ts';
import { envelope, listEnvelope, pageQuery, staffQueueList } from './envelope.ts';
import { idField, idListField, intField } from './rooms.ts';
import { deviceMacSchema, deviceSnSchema, provisionedDeviceSchema } from './telemetry.ts';
import {
  givesRejectReason,
  nameText,
  optionalRejectReason,
  REJECT_REASON_REQUIRED,
  TEXT_MESSAGES,
  textProblem,
} from './text.ts';
import { FLASH_STATES, type FlashState } from './labels.ts';

/**
 * The flashing service (刷机, DESIGN §8): a member sends boxes to be flashed with the platform's
 * firmware — boxes of their fleet and/or boxes not on the platform yet — and follows each step;
 * staff move an application on one step at a time, and provision the flashed boxes (DESIGN §6).
 */

/** The step each state comes from (rejected: from submitted or accepted). */
export const FLASH_STEP_FROM: Record<Exclude<FlashState, 'submitted'>, readonly FlashState[]> = {
  accepted: ['submitted'],
  received: ['accepted'],
  flashed: ['received'],
  shipped: ['flashed'],
  rejected: ['submitted', 'accepted'],
};

/** The most boxes one application sends. */
export const FLASH_MAX_BOXES = 500;

const areaCode = (label: string) => z.string({ error: `请选择${label}` }).regex(/^\d{6}$/, `请选择${label}`);
const note = z
  .string({ error: '备注格式不正确' })
  .trim()
  .max(200, '备注最多 200 字')
  .refine((v) => textProblem(v) === null, `备注${TEXT_MESSAGES.control}`)
  .default('');

export const flashModelSchema = z.object({
  device_type_id: idField('设备型号'),
  soc: nameText('SoC', 32),
  board_revision: nameText('板卡版本', 32),
  storage_gb: intField('存储容量（GB）', 1, 4_096),
  firmware: nameText('当前固件', 64),
  quantity: intField('数量', 1, FLASH_MAX_BOXES),
});

/** `POST /api/brush/apply`. */
export const flashApplyBody = z
  .object({
    /** Boxes of my fleet. */
    device_ids: idListField('设备', 0, FLASH_MAX_BOXES).default([]),
    /** Boxes not on the platform yet, by model. */
    models: z.array(flashModelSchema, { error: '型号列表格式不正确' }).max(10, '最多 10 个型号').default([]),
    contact_name: nameText('联系人', 20, { min: 2 }),
    contact_mobile: mobileSchema,
    province_code: areaCode('省份'),
    city_code: areaCode('城市'),
    district_code: areaCode('区县'),
    address: nameText('详细地址', 120, { min: 5 }),
    note,
    consent: z.literal(true, { error: '请确认已了解刷机可能导致设备无法启动的风险' }),
  })
  .refine((b) => b.device_ids.length + b.models.length > 0, {
    path: ['device_ids'],
    error: '请选择要刷机的设备，或填写设备型号和数量',
  })
  .refine(
    (b) => b.device_ids.length + b.models.reduce((n, m) => n + Number(m.quantity), 0) <= FLASH_MAX_BOXES,
    { path: ['models'], error: `一次最多 ${FLASH_MAX_BOXES} 台` },
  );
export type FlashApplyBody = z.input<typeof flashApplyBody>;

export const flashApplicationSchema = z.object({
  id: z.number().int(),
  state: z.enum(FLASH_STATES),
  devices: z.array(z.object({ id: z.number().int(), sn: z.string(), name: z.string().nullable() })),
  models: z.array(
    z.object({
      device_type_id: z.number().int(),
      type_name: z.string(),
      soc: z.string(),
      board_revision: z.string(),
      storage_gb: z.number().int(),
      firmware: z.string(),
      quantity: z.number().int(),
    }),
  ),
  /** Boxes in all. */
  total: z.number().int(),
  contact_name: z.string(),
  contact_mobile: z.string(),
  return_address: z.string(),
  note: z.string(),
  reason: z.string().nullable(),
  tracking_no: z.string().nullable(),
  /** When each step was reached, in order. */
  steps: z.array(z.object({ state: z.enum(FLASH_STATES), at: z.string() })),
  /** The boxes staff flashed and provisioned: bind them with their SN. */
  flashed: z.array(z.object({ sn: z.string(), mac: z.string(), bound: z.boolean() })),
  /** Where to send the boxes; set once the application is accepted. */
  ship_to: z.string().nullable(),
  created_at: z.string(),
  member_mobile: z.string(),
});
export type FlashApplication = z.infer<typeof flashApplicationSchema>;
export const flashApplyReply = envelope(flashApplicationSchema);

/** `GET /api/brush/list`: my applications, newest first. */
export const flashListQuery = pageQuery(20, 100);
export const flashListReply = listEnvelope(flashApplicationSchema);

/** Staff: `GET /api/admin/brush-list?state=`, `POST /api/admin/brush-step`. */
export const { query: adminFlashListQuery, reply: adminFlashListReply } = staffQueueList(
  FLASH_STATES,
  flashApplicationSchema,
);

export const adminFlashStepBody = z
  .object({
    id: idField('id'),
    to: z.enum(['accepted', 'received', 'flashed', 'shipped', 'rejected'], { error: '步骤不正确' }),
    reason: optionalRejectReason,
    tracking_no: z
      .string({ error: '快递单号格式不正确' })
      .trim()
      .regex(/^[A-Za-z0-9]{6,32}$/, '快递单号为 6–32 位字母或数字')
      .optional(),
    /** The flashed boxes: SN and MAC of each (provisioned with new secrets). */
    boxes: z
      .array(z.object({ sn: deviceSnSchema, mac: deviceMacSchema }), { error: '设备列表格式不正确' })
      .max(FLASH_MAX_BOXES, `最多 ${FLASH_MAX_BOXES} 台`)
      .optional(),
  })
  .refine((b) => b.to !== 'rejected' || givesRejectReason(b.reason), {
    path: ['reason'],
    error: REJECT_REASON_REQUIRED,
  })
  .refine((b) => b.to !== 'shipped' || !!b.tracking_no, {
    path: ['tracking_no'],
    error: '请填写回寄快递单号',
  })
  .refine((b) => b.to !== 'flashed' || (b.boxes?.length ?? 0) > 0, {
    path: ['boxes'],
    error: '请填写刷好的设备 SN 和 MAC',
  });
export const adminFlashStepReply = envelope(
  z.object({ application: flashApplicationSchema, provisioned: z.array(provisionedDeviceSchema) }),
);
