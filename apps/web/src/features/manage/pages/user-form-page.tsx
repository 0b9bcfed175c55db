import { Button, ErrorBlock, Form, Input, List, Selector, Skeleton } from 'antd-mobile';
import { Link } from 'react-router';
import { LoadError, LoadingSkeleton } from '@/components/load-state';
import { MobileInput } from '@/components/mobile-input';
import { BusinessError } from '@/lib/request';

import { manageText } from '@/locales/zh-CN/manage';
import { useUserForm } from '../hooks/use-user-form';
import { memberName } from '../lib/format';
import { memberDevicesPath } from '../lib/user-actions';
import { initialUserValues, NICKNAME_MAX, userFormRules, type UserFormValues } from '../lib/user-form';
import type { ManagedMember, MemberStatus, MemberTag } from '../types';
import phoneList from '@/components/phone-list.module.css';
import styles from '../phone/phone.module.css';
import { SubmitForm } from '@/components/submit-form';

const t = manageText.userForm;

/**
 * /manage/user/add and /manage/user/:id, phone and desktop (one view): a short form reads the same on
 * both, in a column of a form's width on a desktop.
 */
export default function UserFormPage() {
  const model = useUserForm();
  const { user } = model;

  if (model.invalidId || (user.isError && user.error instanceof BusinessError)) {
    return (
      <div className={phoneList.state}>
        <ErrorBlock status="empty" title={t.notFound} description="">
          <Link to="/manage/user">{t.backToList}</Link>
        </ErrorBlock>
      </div>
    );
  }
  if (user.isError) {
    return (
      <div className={phoneList.stateWrap}>
        <LoadError error={user.error} retrying={user.isFetching} onRetry={() => void user.refetch()} />
      </div>
    );
  }
  if (!model.creating && !user.data) {
    return (
      <div className={phoneList.stateWrap}>
        <LoadingSkeleton lines={8} />
      </div>
    );
  }
  // Keyed by the member, so the fields start from the member's values once they are loaded.
  return <UserForm key={user.data?.id ?? 'new'} member={user.data} model={model} />;
}

type Model = ReturnType<typeof useUserForm>;

function UserForm({ member, model }: { member: ManagedMember | undefined; model: Model }) {
  const [form] = Form.useForm<UserFormValues>();
  const creating = member === undefined;
  const rules = userFormRules(creating);

  async function onFinish(values: UserFormValues) {
    const refused = await model.submit(values, member);
    if (refused) form.setFields([{ name: refused.field, errors: [refused.message] }]);
  }

  return (
    <div className={`${styles.page} ${styles.formColumn}`}>
      {creating ? (
        <p className={styles.intro}>{t.createIntro}</p>
      ) : (
        <List className={styles.form}>
          <List.Item
            description={t.summary(member.device_count, member.online_count)}
            extra={<Link to={memberDevicesPath(member.id)}>{t.viewDevices}</Link>}
          >
            {memberName(member)} · {member.mobile}
          </List.Item>
        </List>
      )}
      <SubmitForm
        form={form}
        layout="vertical"
        className={styles.form}
        initialValues={initialUserValues(member)}
        onFinish={(values) => void onFinish(values)}
        submitText={creating ? t.create : t.update}
        pending={model.saving}
      >
        {creating ? (
          <Form.Item name="mobile" label={t.mobile} rules={rules.mobile}>
            <MobileInput placeholder={t.mobilePlaceholder} />
          </Form.Item>
        ) : null}
        <Form.Item name="nickname" label={t.nickname} rules={rules.nickname}>
          <Input placeholder={t.nicknamePlaceholder} maxLength={NICKNAME_MAX} clearable />
        </Form.Item>
        <Form.Item
          name="password"
          label={creating ? t.password : t.resetPassword}
          description={creating ? undefined : t.resetPasswordHint}
          rules={rules.password}
        >
          <Input
            type="password"
            autoComplete="new-password"
            placeholder={creating ? t.passwordPlaceholder : t.resetPasswordPlaceholder}
            clearable
          />
        </Form.Item>
        <Form.Item name="member_tag_id" label={t.tag}>
          <TagChoice
            tags={model.tags.data?.list}
            current={
              member?.member_tag_id ? { id: member.member_tag_id, name: member.member_tag_name } : null
            }
            pending={model.tags.isPending}
            failed={model.tags.isError}
            onRetry={() => void model.tags.refetch()}
          />
        </Form.Item>
        {creating ? null : (
          <Form.Item name="status" label={t.status} description={t.statusHint}>
            <StatusChoice />
          </Form.Item>
        )}
      </SubmitForm>
    </div>
  );
}

type TagChoiceProps = {
  value?: number;
  onChange?: (value: number) => void;
  tags: MemberTag[] | undefined;
  /** The member's own tag, offered even when it is not among the first 100. */
  current?: { id: number; name: string } | null;
  pending: boolean;
  failed: boolean;
  onRetry: () => void;
};

/** 无标签 or one of the operator's member tags. */
function TagChoice({ value, onChange, tags, current, pending, failed, onRetry }: TagChoiceProps) {
  const options = [
    { value: 0, label: t.noTag },
    ...(tags ?? []).map((tag) => ({ value: tag.id, label: tag.name })),
  ];
  if (current && !options.some((o) => o.value === current.id))
    options.push({ value: current.id, label: current.name });

  if (pending) return <Skeleton.Paragraph lineCount={1} animated />;
  if (failed) {
    return (
      <div className={styles.memberRow}>
        <span className={styles.muted}>{t.tagsFailed}</span>
        <Button size="mini" color="primary" fill="outline" onClick={onRetry}>
          {manageText.common.retry}
        </Button>
      </div>
    );
  }
  return (
    <Selector
      className={styles.tagSelector}
      columns={3}
      value={[value ?? 0]}
      onChange={(values) => values[0] !== undefined && onChange?.(values[0])}
      options={options}
    />
  );
}

function StatusChoice({
  value,
  onChange,
}: {
  value?: MemberStatus;
  onChange?: (value: MemberStatus) => void;
}) {
  return (
    <Selector<MemberStatus>
      columns={2}
      value={value ? [value] : []}
      onChange={(values) => values[0] && onChange?.(values[0])}
      options={[
        { value: 'active', label: t.statusActive },
        { value: 'disabled', label: t.statusDisabled },
      ]}
    />
  );
}
