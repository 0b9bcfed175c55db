import { Button, Card, Descriptions, Form, Input, Radio, Result, Select, Skeleton, Space } from 'antd';
import { Link, useNavigate } from 'react-router';
import { AntdScope } from '@/app/antd-scope';
import { BusinessError } from '@/lib/request';

import { manageText } from '@/locales/zh-CN/manage';
import { formatDate } from '@/lib/format';
import { useUserForm } from '../hooks/use-user-form';
import { goBack } from '@/lib/navigation';
import { memberDevicesPath } from '../lib/user-actions';
import { initialUserValues, NICKNAME_MAX, userFormRules, type UserFormValues } from '../lib/user-form';
import type { ManagedMember } from '../types';
import styles from './desktop.module.css';
import { LoadFailedResult } from '@/components/desktop-list';

const t = manageText.userForm;

/** /manage/user/add and /manage/user/:id on desktops. */
export default function UserFormDesktop() {
  return (
    <AntdScope>
      <UserFormView />
    </AntdScope>
  );
}

function UserFormView() {
  const model = useUserForm();
  const { user } = model;

  if (model.invalidId || (user.isError && user.error instanceof BusinessError)) {
    return (
      <Card variant="borderless" className={styles.formCard}>
        <Result
          status="404"
          title={t.notFound}
          extra={
            <Link to="/manage/user">
              <Button type="primary">{t.backToList}</Button>
            </Link>
          }
        />
      </Card>
    );
  }
  if (user.isError) {
    return (
      <Card variant="borderless" className={styles.formCard}>
        <LoadFailedResult query={user} title={t.loadFailed} />
      </Card>
    );
  }
  if (!model.creating && !user.data) {
    return (
      <Card variant="borderless" className={styles.formCard}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  return <UserForm key={user.data?.id ?? 'new'} member={user.data} model={model} />;
}

type Model = ReturnType<typeof useUserForm>;

function UserForm({ member, model }: { member: ManagedMember | undefined; model: Model }) {
  const navigate = useNavigate();
  const [form] = Form.useForm<UserFormValues>();
  const creating = member === undefined;
  const rules = userFormRules(creating);

  async function onFinish(values: UserFormValues) {
    const refused = await model.submit(values, member);
    if (refused) form.setFields([{ name: refused.field, errors: [refused.message] }]);
  }

  const tagOptions = [
    { value: 0, label: t.noTag },
    ...(model.tags.data?.list ?? []).map((tag) => ({ value: tag.id, label: tag.name })),
  ];
  if (member?.member_tag_id && !tagOptions.some((o) => o.value === member.member_tag_id)) {
    tagOptions.push({ value: member.member_tag_id, label: member.member_tag_name });
  }

  return (
    <Card variant="borderless" className={styles.formCard}>
      {member ? (
        <Descriptions
          size="small"
          column={2}
          className={styles.descriptions}
          items={[
            { key: 'mobile', label: t.mobile, children: member.mobile },
            {
              key: 'joined',
              label: manageText.user.columns.createdAt,
              children: formatDate(member.created_at),
            },
            {
              key: 'devices',
              label: manageText.user.columns.devices,
              children: (
                <Space>
                  {`${member.online_count} / ${member.device_count}`}
                  <Link to={memberDevicesPath(member.id)}>{t.viewDevices}</Link>
                </Space>
              ),
            },
          ]}
        />
      ) : (
        <p className={styles.muted}>{t.createIntro}</p>
      )}
      <Form
        form={form}
        layout="horizontal"
        labelCol={{ span: 6 }}
        wrapperCol={{ span: 16 }}
        initialValues={initialUserValues(member)}
        onFinish={onFinish}
        requiredMark
      >
        {creating ? (
          <Form.Item name="mobile" label={t.mobile} rules={rules.mobile}>
            <Input inputMode="numeric" maxLength={11} placeholder={t.mobilePlaceholder} allowClear />
          </Form.Item>
        ) : null}
        <Form.Item name="nickname" label={t.nickname} rules={rules.nickname}>
          <Input placeholder={t.nicknamePlaceholder} maxLength={NICKNAME_MAX} showCount allowClear />
        </Form.Item>
        <Form.Item
          name="password"
          label={creating ? t.password : t.resetPassword}
          extra={creating ? undefined : t.resetPasswordHint}
          rules={rules.password}
        >
          <Input.Password
            autoComplete="new-password"
            placeholder={creating ? t.passwordPlaceholder : t.resetPasswordPlaceholder}
          />
        </Form.Item>
        <Form.Item name="member_tag_id" label={t.tag} help={model.tags.isError ? t.tagsFailed : undefined}>
          <Select
            loading={model.tags.isPending}
            options={tagOptions}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        {creating ? null : (
          <Form.Item name="status" label={t.status} extra={t.statusHint}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'active', label: t.statusActive },
                { value: 'disabled', label: t.statusDisabled },
              ]}
            />
          </Form.Item>
        )}
        <Form.Item wrapperCol={{ offset: 6, span: 16 }}>
          <Space>
            <Button type="primary" htmlType="submit" loading={model.saving}>
              {creating ? t.create : t.update}
            </Button>
            <Button onClick={() => goBack(navigate, '/manage/user')}>{manageText.common.cancel}</Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
