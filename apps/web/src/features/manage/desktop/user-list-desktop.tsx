import { Badge, Button, Segmented, Select, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AntdScope } from '@/app/antd-scope';
import { ListTable, filteredEmpty } from '@/components/desktop-list';
import { manageText } from '@/locales/zh-CN/manage';
import { useTagOptions } from '../api/get-member-tags';
import { useUsers } from '../api/get-users';
import { formatDate } from '@/lib/format';
import { useUserList } from '../hooks/use-user-list';
import { memberDevicesPath, nextStatus } from '../lib/user-actions';
import type { ManagedMember, MemberStatus } from '../types';
import { TagModal } from './tag-modal';
import table from '@/components/desktop-table.module.css';
import styles from './desktop.module.css';

const t = manageText.user;

const STATUS_OPTIONS: Array<{ value: MemberStatus | 'all'; label: string }> = [
  { value: 'all', label: t.status.all },
  { value: 'active', label: t.status.active },
  { value: 'disabled', label: t.status.disabled },
];

/** /manage/user on desktops: a paged table with filters, row actions and 设置标签 on the ticked rows. */
export default function UserListDesktop() {
  return (
    <AntdScope>
      <UserTable />
    </AntdScope>
  );
}

function UserTable() {
  const navigate = useNavigate();
  const list = useUserList();
  const { filter, page, setFilter, setPage, selected } = list;
  const users = useUsers(filter, page);
  const tags = useTagOptions();
  const [tagModal, setTagModal] = useState(false);

  const columns: TableColumnsType<ManagedMember> = [
    {
      title: t.columns.member,
      dataIndex: 'nickname',
      key: 'nickname',
      ellipsis: true,
      render: (nickname: string, row) => (
        <Link to={`/manage/user/${row.id}`}>
          {nickname || <span className={table.muted}>{t.noNickname}</span>}
        </Link>
      ),
    },
    { title: t.columns.mobile, dataIndex: 'mobile', key: 'mobile', width: 140, className: table.mono },
    {
      title: t.columns.tag,
      dataIndex: 'member_tag_name',
      key: 'tag',
      width: 140,
      render: (name: string) =>
        name ? <Tag color="blue">{name}</Tag> : <span className={table.muted}>—</span>,
    },
    {
      title: t.columns.devices,
      key: 'devices',
      width: 150,
      render: (_: unknown, row) =>
        row.device_count > 0 ? (
          <Typography.Link onClick={() => void navigate(memberDevicesPath(row.id))}>
            <span className={styles.online}>{row.online_count}</span> / {row.device_count}
          </Typography.Link>
        ) : (
          <span className={table.muted}>0 / 0</span>
        ),
    },
    {
      title: t.columns.status,
      dataIndex: 'status',
      key: 'status',
      width: 100,
      render: (status: MemberStatus) => (
        <Badge status={status === 'active' ? 'success' : 'default'} text={t.status[status]} />
      ),
    },
    {
      title: t.columns.createdAt,
      dataIndex: 'created_at',
      key: 'created_at',
      width: 120,
      render: (at: string) => formatDate(at),
    },
    {
      title: t.columns.actions,
      key: 'actions',
      width: 250,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Space size={0} wrap={false}>
          <Button type="link" size="small" onClick={() => void navigate(`/manage/user/${row.id}`)}>
            {t.actions.edit}
          </Button>
          <Button type="link" size="small" onClick={() => void list.toggleStatus(row)}>
            {nextStatus(row) === 'disabled' ? t.actions.disable : t.actions.enable}
          </Button>
          <Button type="link" size="small" onClick={() => void navigate(memberDevicesPath(row.id))}>
            {t.actions.devices}
          </Button>
          <Button type="link" size="small" danger onClick={() => void list.removeMember(row)}>
            {t.actions.remove}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <ListTable<ManagedMember>
      search={{
        value: list.search,
        placeholder: t.searchPlaceholder,
        onChange: list.setSearch,
        onSearch: (value) => setFilter({ keyword: value.trim() }),
      }}
      tools={
        <>
          <Select
            className={styles.select}
            value={filter.member_tag_id || undefined}
            allowClear
            placeholder={t.allTags}
            loading={tags.isPending}
            notFoundContent={tags.isError ? manageText.device.pickerFailed : t.noTags}
            options={(tags.data?.list ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
            onChange={(value?: number) => setFilter({ member_tag_id: value ?? 0 })}
            aria-label={t.tagFilter}
          />
          <Segmented<MemberStatus | 'all'>
            value={filter.status ?? 'all'}
            options={STATUS_OPTIONS}
            onChange={(value) => setFilter({ status: value === 'all' ? null : value })}
          />
        </>
      }
      add={{ text: t.add, to: '/manage/user/add' }}
      bar={
        <div className={table.bulk} role="toolbar" aria-label={manageText.common.selected(selected.length)}>
          <span className={selected.length > 0 ? table.bulkCount : `${table.bulkCount} ${table.muted}`}>
            {manageText.common.selected(selected.length)}
          </span>
          <Button
            size="small"
            autoInsertSpace={false}
            disabled={selected.length === 0 || list.pending}
            onClick={() => setTagModal(true)}
          >
            {t.actions.setTag}
          </Button>
          {selected.length > 0 ? (
            <Button size="small" type="link" onClick={() => list.setSelected([])}>
              {manageText.common.clearSelection}
            </Button>
          ) : (
            <span className={table.muted}>{t.selectHint}</span>
          )}
        </div>
      }
      query={users}
      text={{ loadFailed: t.loadFailed }}
      scroll={{ x: 1000 }}
      columns={columns}
      empty={filteredEmpty(t, {
        filtered: list.filtered,
        clearText: manageText.common.clearFilters,
        onClear: list.clearFilters,
      })}
      rowSelection={{
        selectedRowKeys: selected,
        preserveSelectedRowKeys: true,
        onChange: (keys) => list.setSelected(keys.map(Number)),
      }}
      page={page}
      onPage={(next) => {
        window.scrollTo({ top: 0 });
        setPage(next);
      }}
    >
      <TagModal
        open={tagModal}
        title={t.setTagTitle(selected.length)}
        pending={list.pending}
        onSubmit={(tag) => void list.setTag(tag).then((done) => done && setTagModal(false))}
        onClose={() => setTagModal(false)}
      />
    </ListTable>
  );
}
