import { Selector } from 'antd-mobile';
import { ISP_LABELS, ISPS } from '@nodebao/contract/labels';
import type { RoomIsp } from '../types';

type IspSelectorProps = { value?: RoomIsp | null; onChange?: (value: RoomIsp | null) => void };

/** 电信 / 联通 / 移动, or none (tap the chosen one again). */
export function IspSelector({ value = null, onChange }: IspSelectorProps) {
  return (
    <Selector<RoomIsp>
      columns={3}
      options={ISPS.map((isp) => ({ value: isp, label: ISP_LABELS[isp] }))}
      value={value ? [value] : []}
      onChange={(values) => onChange?.(values[0] ?? null)}
    />
  );
}
