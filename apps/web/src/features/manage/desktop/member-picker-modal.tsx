import { Modal, Result, Button, Table, Tag, type TableColumnsType } from 'antd';
import { TableSearch } from '@/components/desktop-list';
import { manageText } from '@/locales/zh-CN/manage';
import { formatDate } from '@/lib/format';
import { initialUserFilter, useUsers } from '../api/get-users';
import { useMemberPicker } from '../hooks/use-member-picker';
import type { ManagedMember, MemberPickerProps, MemberTag } from '../types';
import { useLastOpened } from '@/components/use-last-opened';
import table from '@/components/desktop-table.module.css';
import styles from './desktop.module.css';
import { usePageFor } from '@/lib/list/use-page-for';

const t = manageText.picker;
const PAGE_SIZE = 10;

/**
 * 添加会员 to a tag on desktops: search the operator's members, tick them across pages, 加入.
 * Members already in the tag are ticked and cannot be picked again.
 */
export function MemberPickerModal({ tag, onClose }: MemberPickerProps) {
  const shown = useLastOpened(tag);
  return (
    <Modal
      open={tag !== null}
      title={shown ? t.title(shown.name) : null}
      footer={null}
      width={720}
      onCancel={onClose}
      destroyOnHidden
    >
      {shown ? <PickerBody tag={shown} onClose={onClose} /> : null}
    </Modal>
  );
}

function PickerBody({ tag, onClose }: { tag: Pick<MemberTag, 'id' | 'name'>; onClose: () => void }) {
  const { input, setInput, keyword, chosen, setChosen, submit, pending } = useMemberPicker(tag, onClose);
  const [page, setPage] = usePageFor(keyword);
  const users = useUsers({ ...initialUserFilter, keyword }, page, PAGE_SIZE);

  const rows = users.data?.list ?? [];
  const inTag = rows.filter((m) => m.member_tag_id === tag.id).map((m) => m.id);
  const columns: TableColumnsType<ManagedMember> = [
    {
      title: manageText.user.columns.member,
      dataIndex: 'nickname',
      key: 'nickname',
      render: (nickname: string) =>
        nickname || <span className={table.muted}>{manageText.user.noNickname}</span>,
    },
    { title: manageText.user.columns.mobile, dataIndex: 'mobile', key: 'mobile', width: 140 },
    {
      title: manageText.user.columns.tag,
      dataIndex: 'member_tag_name',
      key: 'tag',
      width: 140,
      render: (name: string, row) =>
        row.member_tag_id === tag.id ? (
          <Tag color="green">{t.inTag}</Tag>
        ) : name ? (
          <Tag color="blue">{name}</Tag>
        ) : (
          <span className={table.muted}>—</span>
        ),
    },
    {
      title: manageText.user.columns.createdAt,
      dataIndex: 'created_at',
      key: 'created_at',
      width: 110,
      render: (at: string) => formatDate(at),
    },
  ];

  return (
    <>
      <div className={table.toolbar}>
        <TableSearch placeholder={t.search} value={input} onChange={setInput} />
        <span className={table.counts}>{t.chosen(chosen.length)}</span>
      </div>
      {users.isError && !users.data ? (
        <Result
          status="warning"
          title={t.failed}
          extra={
            <Button type="primary" onClick={() => void users.refetch()}>
              {manageText.common.retry}
            </Button>
          }
        />
      ) : (
        <Table<ManagedMember>
          rowKey="id"
          size="small"
          loading={users.isFetching}
          columns={columns}
          dataSource={rows}
          locale={{ emptyText: users.data ? t.empty : <div className={table.emptyLoading} /> }}
          rowSelection={{
            selectedRowKeys: [...inTag, ...chosen],
            preserveSelectedRowKeys: true,
            getCheckboxProps: (row) => ({ disabled: row.member_tag_id === tag.id }),
            onChange: (keys) => setChosen(keys.map(Number).filter((id) => !inTag.includes(id))),
          }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: users.data?.pages.totalCount ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
        />
      )}
      <div className={styles.modalFoot}>
        <Button onClick={onClose}>{manageText.common.cancel}</Button>
        <Button type="primary" disabled={chosen.length === 0} loading={pending} onClick={() => void submit()}>
          {t.submit(chosen.length)}
        </Button>
      </div>
    </>
  );
}
