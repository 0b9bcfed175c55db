import { Select } from 'antd';
import { useState } from 'react';
import { useAllocatableMembers } from '@/features/device/api/get-members';
import { manageText } from '@/locales/zh-CN/manage';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useMemberLabel, useSelfId } from '../hooks/use-member-label';
import { memberName } from '../lib/format';
import type { AllocatableMember } from '../types';
import styles from './desktop.module.css';

const t = manageText.device;

type MemberSelectProps = {
  className?: string;
  /** 0 or undefined: none chosen. */
  value?: number;
  placeholder: string;
  allowClear?: boolean;
  onChange: (member: AllocatableMember | null, id: number) => void;
};

/**
 * The operator and their active members (GET /api/member/list), searched on the server as one types.
 * The chosen member keeps its name even when the current search does not list it.
 */
export function MemberSelect({ className, value, placeholder, allowClear, onChange }: MemberSelectProps) {
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(typed.trim(), 300);
  const members = useAllocatableMembers(keyword);
  const selfId = useSelfId();
  const chosenLabel = useMemberLabel(value ?? 0);
  const list = members.data ?? [];

  // The field shows the name; the open list adds the mobile and the device count.
  const options = list.map((m) => ({
    value: m.id,
    label: `${memberName(m)}${m.id === selfId ? t.self : ''}`,
    detail: `${m.mobile} · ${t.memberDevices(m.device_count)}`,
  }));
  if (value && chosenLabel && !options.some((o) => o.value === value)) {
    options.unshift({ value, label: chosenLabel, detail: '' });
  }

  return (
    <Select<number>
      className={className}
      value={value || undefined}
      placeholder={placeholder}
      allowClear={allowClear}
      loading={members.isFetching}
      notFoundContent={members.isError ? t.pickerFailed : t.fenpeiEmpty}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      onBlur={() => setTyped('')}
      options={options}
      optionRender={(option) => (
        <span>
          {option.data.label}
          {option.data.detail ? <span className={styles.optionDetail}>{option.data.detail}</span> : null}
        </span>
      )}
      onChange={(id?: number) => onChange(list.find((m) => m.id === id) ?? null, id ?? 0)}
      aria-label={placeholder}
    />
  );
}
