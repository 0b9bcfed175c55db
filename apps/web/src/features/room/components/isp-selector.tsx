import { Selector } from 'antd-mobile';
import { roomText as t } from '@/locales/zh-CN/room';
import type { RoomIsp } from '../types';

const ISPS: RoomIsp[] = ['telecom', 'unicom', 'mobile'];

type IspSelectorProps = { value?: RoomIsp | null; onChange?: (value: RoomIsp | null) => void };

/** 电信 / 联通 / 移动, or none (tap the chosen one again). */
export function IspSelector({ value = null, onChange }: IspSelectorProps) {
  return (
    <Selector<RoomIsp>
      columns={3}
      options={ISPS.map((isp) => ({ value: isp, label: t.isp[isp] }))}
      value={value ? [value] : []}
      onChange={(values) => onChange?.(values[0] ?? null)}
    />
  );
}
