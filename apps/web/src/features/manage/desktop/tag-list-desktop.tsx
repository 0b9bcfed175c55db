import { Button, Space, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AntdScope } from '@/app/antd-scope';
import { ListTable, filteredEmpty } from '@/components/desktop-list';
import { manageText } from '@/locales/zh-CN/manage';
import { formatDate } from '@/lib/format';
import { useTagList } from '../hooks/use-tag-list';
import { useMemberTags } from '../api/get-member-tags';
import { tagMembersPath } from '../lib/tag-paths';
import type { MemberTag } from '../types';
import { MemberPickerModal } from './member-picker-modal';
import table from '@/components/desktop-table.module.css';

const t = manageText.tag;

/** /manage/tag on desktops: the member tags in a paged table with their actions. */
export default function TagListDesktop() {
  return (
    <AntdScope>
      <TagTable />
    </AntdScope>
  );
}

function TagTable() {
  const navigate = useNavigate();
  const controller = useTagList();
  const { keyword, page, setPage } = controller;
  const tags = useMemberTags(keyword, page);
  const [picking, setPicking] = useState<MemberTag | null>(null);

  const columns: TableColumnsType<MemberTag> = [
    {
      title: t.columns.name,
      dataIndex: 'name',
      key: 'name',
      ellipsis: true,
      render: (name: string, row) => <Link to={`/manage/tag/${row.id}`}>{name}</Link>,
    },
    {
      title: t.columns.members,
      dataIndex: 'member_count',
      key: 'member_count',
      width: 140,
      render: (n: number, row) =>
        n > 0 ? (
          <Typography.Link onClick={() => void navigate(tagMembersPath(row.id))}>
            {t.members(n)}
          </Typography.Link>
        ) : (
          <span className={table.muted}>{t.members(0)}</span>
        ),
    },
    {
      title: t.columns.createdAt,
      dataIndex: 'created_at',
      key: 'created_at',
      width: 140,
      render: (at: string) => formatDate(at),
    },
    {
      title: t.columns.actions,
      key: 'actions',
      width: 220,
      render: (_: unknown, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => void navigate(`/manage/tag/${row.id}`)}>
            {t.actions.edit}
          </Button>
          <Button type="link" size="small" onClick={() => setPicking(row)}>
            {t.actions.moveIn}
          </Button>
          <Button type="link" size="small" danger onClick={() => void controller.deleteTag(row)}>
            {t.actions.delete}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <ListTable<MemberTag>
      search={{ value: controller.search, placeholder: t.searchPlaceholder, onChange: controller.setSearch }}
      add={{ text: t.add, to: '/manage/tag/add' }}
      query={tags}
      text={{ loadFailed: t.loadFailed }}
      columns={columns}
      empty={filteredEmpty(t, {
        filtered: keyword !== '',
        clearText: manageText.common.clearFilters,
        onClear: () => controller.setSearch(''),
      })}
      page={page}
      onPage={setPage}
    >
      <MemberPickerModal tag={picking} onClose={() => setPicking(null)} />
    </ListTable>
  );
}
