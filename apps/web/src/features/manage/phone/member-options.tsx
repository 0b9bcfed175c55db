import { List, SearchBar } from 'antd-mobile';
import { ChoicesLoad } from '@/components/choices-load';
import { useState } from 'react';
import { useAllocatableMembers } from '@/features/device/api/get-members';
import { manageText } from '@/locales/zh-CN/manage';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSelfId } from '../hooks/use-member-label';
import { memberName } from '../lib/format';
import type { AllocatableMember } from '../types';
import styles from './phone.module.css';

const t = manageText.device;

type MemberOptionsProps = {
  pending?: boolean;
  /** The chosen member, marked with a check. */
  value?: number;
  /** A first row such as 全部会员. */
  allLabel?: string;
  onPick: (member: AllocatableMember | null) => void;
};

/** The operator and their active members, searchable (GET /api/member/list), as a tappable list. */
export function MemberOptions({ pending = false, value, allLabel, onPick }: MemberOptionsProps) {
  const [input, setInput] = useState('');
  const keyword = useDebouncedValue(input.trim(), 300);
  const members = useAllocatableMembers(keyword);
  const selfId = useSelfId();
  const list = members.data ?? [];

  return (
    <>
      <div className={styles.sheetSearch}>
        <SearchBar placeholder={t.memberSearch} value={input} onChange={setInput} />
      </div>
      <List>
        {allLabel ? (
          <List.Item extra={value ? undefined : '✓'} disabled={pending} onClick={() => onPick(null)}>
            {allLabel}
          </List.Item>
        ) : null}
        <ChoicesLoad
          inSheet
          query={members}
          failedText={t.pickerFailed}
          retryText={manageText.common.retry}
          empty={list.length === 0 ? t.fenpeiEmpty : null}
        >
          {list.map((m) => (
            <List.Item
              key={m.id}
              description={m.nickname ? m.mobile : undefined}
              extra={value === m.id ? '✓' : t.memberDevices(m.device_count)}
              disabled={pending}
              onClick={() => onPick(m)}
            >
              {memberName(m)}
              {m.id === selfId ? t.self : ''}
            </List.Item>
          ))}
        </ChoicesLoad>
      </List>
    </>
  );
}
