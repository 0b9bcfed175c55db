import {
  Button,
  Card,
  Empty,
  Form,
  Input,
  Result,
  Skeleton,
  Space,
  Table,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AntdScope } from '@/app/antd-scope';
import { BusinessError } from '@/lib/request';
import { checkRule } from '@/lib/form-rule';
import { manageText } from '@/locales/zh-CN/manage';
import { formatDate } from '@/lib/format';
import { initialUserFilter, useUsers } from '../api/get-users';
import { TAG_NAME_MAX, tagNameError, useTagForm } from '../hooks/use-tag-form';
import { goBack } from '@/lib/navigation';
import type { ManagedMember, MemberTag } from '../types';
import { MemberPickerModal } from './member-picker-modal';
import table from '@/components/desktop-table.module.css';
import styles from './desktop.module.css';
import { LoadFailedResult } from '@/components/desktop-list';

const t = manageText.tagForm;

const nameRule = checkRule(tagNameError);

/** /manage/tag/add and /manage/tag/:id on desktops: the name, then (editing) the tag's members. */
export default function TagFormDesktop() {
  return (
    <AntdScope>
      <TagFormView />
    </AntdScope>
  );
}

function TagFormView() {
  const model = useTagForm();
  const { tag } = model;

  if (model.invalidId || (tag.isError && tag.error instanceof BusinessError)) {
    return (
      <Card variant="borderless" className={styles.formCard}>
        <Result
          status="404"
          title={manageText.tag.notFound}
          extra={
            <Link to="/manage/tag">
              <Button type="primary">{t.backToList}</Button>
            </Link>
          }
        />
      </Card>
    );
  }
  if (tag.isError) {
    return (
      <Card variant="borderless" className={styles.formCard}>
        <LoadFailedResult query={tag} title={t.loadFailed} />
      </Card>
    );
  }
  if (!model.creating && !tag.data) {
    return (
      <Card variant="borderless" className={styles.formCard}>
        <Skeleton active paragraph={{ rows: 2 }} />
      </Card>
    );
  }
  return (
    <div className={styles.stack}>
      <NameForm key={tag.data?.id ?? 'new'} tag={tag.data} model={model} />
      {tag.data ? <TagMembers tag={tag.data} model={model} /> : null}
    </div>
  );
}

type Model = ReturnType<typeof useTagForm>;

function NameForm({ tag, model }: { tag: MemberTag | undefined; model: Model }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<{ name: string }>();

  async function onFinish({ name }: { name: string }) {
    const taken = await model.submit(name);
    if (taken) form.setFields([{ name: 'name', errors: [taken] }]);
  }

  return (
    <Card variant="borderless" className={styles.memberCard}>
      <Form
        form={form}
        layout="horizontal"
        labelCol={{ span: 4 }}
        wrapperCol={{ span: 12 }}
        initialValues={{ name: tag?.name ?? '' }}
        onFinish={(values) => void onFinish(values)}
      >
        <Form.Item name="name" label={t.name} rules={[nameRule]} required>
          <Input placeholder={t.namePlaceholder} maxLength={TAG_NAME_MAX} showCount allowClear />
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 4, span: 12 }}>
          <Space>
            <Button type="primary" htmlType="submit" loading={model.saving}>
              {tag ? t.update : t.create}
            </Button>
            <Button onClick={() => goBack(navigate, '/manage/tag')}>{manageText.common.cancel}</Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}

/** The members filed under the tag, paged, each with 移出; 添加会员 opens the picker. */
function TagMembers({ tag, model }: { tag: MemberTag; model: Model }) {
  const [page, setPage] = useState(1);
  const users = useUsers({ ...initialUserFilter, member_tag_id: tag.id }, page);
  const [picking, setPicking] = useState(false);

  async function onTakeOut(member: ManagedMember) {
    const lastOnPage = users.data?.list.length === 1 && page > 1;
    if ((await model.takeOut(member)) && lastOnPage) setPage(page - 1);
  }

  const columns: TableColumnsType<ManagedMember> = [
    {
      title: manageText.user.columns.member,
      dataIndex: 'nickname',
      key: 'nickname',
      render: (nickname: string, row) => (
        <Link to={`/manage/user/${row.id}`}>
          {nickname || <span className={table.muted}>{manageText.user.noNickname}</span>}
        </Link>
      ),
    },
    { title: manageText.user.columns.mobile, dataIndex: 'mobile', key: 'mobile', width: 140 },
    {
      title: manageText.user.columns.devices,
      key: 'devices',
      width: 150,
      render: (_: unknown, row) => `${row.online_count} / ${row.device_count}`,
    },
    {
      title: manageText.user.columns.createdAt,
      dataIndex: 'created_at',
      key: 'created_at',
      width: 120,
      render: (at: string) => formatDate(at),
    },
    {
      title: manageText.common.actions,
      key: 'actions',
      width: 100,
      render: (_: unknown, row) => (
        <Button type="link" size="small" disabled={model.takingOut} onClick={() => void onTakeOut(row)}>
          {t.removeFromTag}
        </Button>
      ),
    },
  ];

  return (
    <Card
      variant="borderless"
      className={styles.memberCard}
      title={t.membersCount(users.data?.pages.totalCount ?? tag.member_count)}
      extra={
        <Button type="primary" ghost onClick={() => setPicking(true)}>
          {t.addMembers}
        </Button>
      }
    >
      {users.isError && !users.data ? (
        <Result
          status="warning"
          title={manageText.user.loadFailed}
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
          dataSource={users.data?.list ?? []}
          locale={{
            emptyText: users.data ? (
              <Empty description={t.membersEmpty} />
            ) : (
              <div className={table.emptyLoading} />
            ),
          }}
          pagination={{
            current: page,
            pageSize: users.data?.pages.pageSize ?? 20,
            total: users.data?.pages.totalCount ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: setPage,
          }}
        />
      )}
      <MemberPickerModal tag={picking ? tag : null} onClose={() => setPicking(false)} />
    </Card>
  );
}
