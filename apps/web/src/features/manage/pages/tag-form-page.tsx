import { Button, ErrorBlock, Form, Input, List, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError, LoadingSkeleton } from '@/components/load-state';
import { SubmitForm } from '@/components/submit-form';
import { BusinessError } from '@/lib/request';
import { checkRule } from '@/lib/form-rule';
import { manageText } from '@/locales/zh-CN/manage';
import { initialUserFilter, useInfiniteUsers } from '../api/get-users';
import { TAG_NAME_MAX, tagNameError, useTagForm } from '../hooks/use-tag-form';
import { memberName } from '../lib/format';
import type { MemberTag } from '../types';
import { MemberPickerSheet } from '../phone/member-picker-sheet';
import phoneList from '@/components/phone-list.module.css';
import styles from '../phone/phone.module.css';

const t = manageText.tagForm;

const nameRule = checkRule(tagNameError);

/**
 * /manage/tag/add and /manage/tag/:id, phone and desktop (one view): the name, then (editing) the
 * tag's members, in a column of a form's width on a desktop.
 */
export default function TagFormPage() {
  const model = useTagForm();
  const { tag } = model;

  if (model.invalidId || (tag.isError && tag.error instanceof BusinessError)) {
    return (
      <div className={phoneList.state}>
        <ErrorBlock status="empty" title={manageText.tag.notFound} description="">
          <Link to="/manage/tag">{t.backToList}</Link>
        </ErrorBlock>
      </div>
    );
  }
  if (tag.isError) {
    return (
      <div className={phoneList.stateWrap}>
        <LoadError error={tag.error} retrying={tag.isFetching} onRetry={() => void tag.refetch()} />
      </div>
    );
  }
  if (!model.creating && !tag.data) {
    return (
      <div className={phoneList.stateWrap}>
        <LoadingSkeleton lines={4} />
      </div>
    );
  }
  return (
    <div className={`${styles.page} ${styles.formColumn}`}>
      <NameForm key={tag.data?.id ?? 'new'} tag={tag.data} model={model} />
      {tag.data ? <TagMembers tag={tag.data} model={model} /> : null}
    </div>
  );
}

type Model = ReturnType<typeof useTagForm>;

function NameForm({ tag, model }: { tag: MemberTag | undefined; model: Model }) {
  const [form] = Form.useForm<{ name: string }>();

  async function onFinish({ name }: { name: string }) {
    const taken = await model.submit(name);
    if (taken) form.setFields([{ name: 'name', errors: [taken] }]);
  }

  return (
    <SubmitForm
      form={form}
      layout="vertical"
      className={styles.form}
      initialValues={{ name: tag?.name ?? '' }}
      onFinish={(values) => void onFinish(values)}
      submitText={tag ? t.update : t.create}
      pending={model.saving}
    >
      <Form.Item name="name" label={t.name} rules={[nameRule]} required>
        <Input placeholder={t.namePlaceholder} maxLength={TAG_NAME_MAX} clearable />
      </Form.Item>
    </SubmitForm>
  );
}

/** The members filed under the tag, each with 移出, and 添加会员. */
function TagMembers({ tag, model }: { tag: MemberTag; model: Model }) {
  const users = useInfiniteUsers({ ...initialUserFilter, member_tag_id: tag.id });
  const { list } = users;
  const total = users.first?.pages.totalCount ?? tag.member_count;
  const [picking, setPicking] = useState(false);

  let body;
  if (users.isPending) {
    body = (
      <div className={styles.sectionBody}>
        <Skeleton.Paragraph lineCount={3} animated />
      </div>
    );
  } else if (users.error) {
    body = (
      <div className={styles.sectionBody}>
        <LoadError error={users.error} retrying={users.isFetching} onRetry={() => void users.retry()} />
      </div>
    );
  } else if (list.length === 0) {
    body = <p className={`${styles.sectionBody} ${styles.muted}`}>{t.membersEmpty}</p>;
  } else {
    body = (
      <List>
        {list.map((m) => (
          <List.Item
            key={m.id}
            description={m.mobile}
            extra={
              <Button
                size="mini"
                fill="outline"
                disabled={model.takingOut}
                onClick={() => void model.takeOut(m)}
              >
                {t.removeFromTag}
              </Button>
            }
          >
            {memberName(m)}
          </List.Item>
        ))}
        {users.hasMore ? (
          <List.Item arrow={false} onClick={() => void users.loadMore().catch(() => undefined)}>
            <span className={phoneList.summaryLink}>{manageText.picker.loadMore}</span>
          </List.Item>
        ) : null}
      </List>
    );
  }

  return (
    <section className={styles.section} aria-label={t.membersTitle}>
      <div className={phoneList.summary}>
        <h2 className={styles.sectionTitleInline}>{t.membersCount(total)}</h2>
        <Button size="small" color="primary" fill="outline" onClick={() => setPicking(true)}>
          {t.addMembers}
        </Button>
      </div>
      {body}
      <MemberPickerSheet tag={picking ? tag : null} onClose={() => setPicking(false)} />
    </section>
  );
}
