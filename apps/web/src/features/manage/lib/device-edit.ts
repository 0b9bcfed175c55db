import { ISP_LABELS, ISPS } from '@nodebao/contract/labels';
import { manageText } from '@/locales/zh-CN/manage';
import type { UpdateMemberDeviceInput } from '../api/update-member-device';
import type { DeviceRow, Isp } from '../types';

export const DEVICE_NAME_MAX = 64;

/** The ISP choice of the edit form; 'none' clears it. */
export type IspChoice = Isp | 'none';
export type DeviceEditValues = { name: string; isp: IspChoice };

export const ISP_OPTIONS: ReadonlyArray<{ value: IspChoice; label: string }> = [
  ...ISPS.map((isp) => ({ value: isp, label: ISP_LABELS[isp] })),
  { value: 'none', label: manageText.deviceEdit.ispUnknown },
];

function asIsp(value: string | null): Isp | null {
  return ISPS.find((isp) => isp === value) ?? null;
}

/** The form's first values, from the device as the server has it. */
export function deviceEditValues(device: Pick<DeviceRow, 'name' | 'isp'>): DeviceEditValues {
  return { name: device.name, isp: asIsp(device.isp) ?? 'none' };
}

/** The body of POST /api/member/update-device: the trimmed name and the ISP (null: not set). */
export function deviceEditBody(id: number, values: DeviceEditValues): UpdateMemberDeviceInput {
  return { id, name: values.name.trim(), isp: values.isp === 'none' ? null : values.isp };
}
