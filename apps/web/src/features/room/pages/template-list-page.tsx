import { Button, Dialog, ErrorBlock, Toast } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { LoadError, LoadingSkeleton } from '@/components/load-state';
import { useMemberInfo } from '@/lib/member-info';
import { templateText as t } from '@/locales/zh-CN/template';
import { deleteTemplate } from '../api/delete-template';
import { useTemplates } from '../api/get-templates';
import { TemplateCard } from '../components/template-card';
import type { Template } from '../types';
import formPage from '@/components/form-page.module.css';
import styles from '../components/template.module.css';

/** /device/template: my config templates with the number of rooms using each; edit, delete, create. */
export default function TemplateListPage() {
  const navigate = useNavigate();
  const templates = useTemplates();
  const remove = deleteTemplate.use();
  const myId = useMemberInfo().data?.id;

  function onEdit(template: Template) {
    void navigate(`/device/template/${template.id}`);
  }

  async function onDelete(template: Template) {
    const ok = await Dialog.confirm({
      title: t.deleteConfirm.title,
      content: t.deleteConfirm.content(template.name, template.room_count),
      confirmText: <span className={styles.dangerText}>{t.deleteConfirm.ok}</span>,
      cancelText: t.cancel,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(template.id);
    } catch {
      return; // the request client has shown the reason
    }
    Toast.show({ icon: 'success', content: t.deleted });
  }

  const addButton = (
    <Button size="small" color="primary" onClick={() => void navigate('/device/add-template')}>
      + {t.add}
    </Button>
  );

  let body;
  if (templates.isPending) {
    body = <LoadingSkeleton lines={8} />;
  } else if (templates.isError) {
    body = (
      <LoadError
        error={templates.error}
        retrying={templates.isFetching}
        onRetry={() => void templates.refetch()}
      />
    );
  } else if (templates.data.length === 0) {
    body = (
      <div className={styles.state}>
        <ErrorBlock status="empty" title={t.empty} description={t.emptyHint}>
          <Button color="primary" onClick={() => void navigate('/device/add-template')}>
            {t.add}
          </Button>
        </ErrorBlock>
      </div>
    );
  } else {
    body = (
      <div className={styles.list}>
        {templates.data.map((template) => (
          <TemplateCard
            key={template.id}
            template={template}
            ownerMobile={myId !== undefined && template.owner_id !== myId ? template.owner_mobile : undefined}
            deleting={remove.isPending && remove.variables === template.id}
            onEdit={onEdit}
            onDelete={(x) => void onDelete(x)}
          />
        ))}
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <p className={formPage.intro}>{t.intro}</p>
      <div className={styles.head}>
        <span>{templates.data?.length ? t.total(templates.data.length) : null}</span>
        {addButton}
      </div>
      {body}
    </div>
  );
}
