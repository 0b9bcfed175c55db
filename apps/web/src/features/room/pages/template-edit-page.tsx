import { Button, ErrorBlock } from 'antd-mobile';
import { useNavigate, useParams } from 'react-router';
import { LoadError, LoadingSkeleton } from '@/components/load-state';
import { templateText as t } from '@/locales/zh-CN/template';
import { useTemplates } from '../api/get-templates';
import { TemplateEditor } from '../components/template-editor';
import formPage from '@/components/form-page.module.css';
import styles from '../components/template.module.css';

/** "12" → 12; anything that is not a positive integer → null. */
function templateId(param: string | undefined): number | null {
  if (!param || !/^\d{1,9}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 ? id : null;
}

/** /device/add-template (new) and /device/template/:id (edit). */
export default function TemplateEditPage() {
  const navigate = useNavigate();
  const { id: param } = useParams();
  const editing = param !== undefined;
  const id = templateId(param);
  // There is no one-template call: the template comes from my list (usually already cached).
  const templates = useTemplates(editing && id !== null);

  let body;
  let intro = false;
  if (!editing) {
    intro = true;
    body = <TemplateEditor template={null} />;
  } else if (id !== null && templates.isPending) {
    body = <LoadingSkeleton lines={10} />;
  } else if (id !== null && templates.isError) {
    body = (
      <LoadError
        error={templates.error}
        retrying={templates.isFetching}
        onRetry={() => void templates.refetch()}
      />
    );
  } else {
    const template = templates.data?.find((x) => x.id === id);
    intro = template !== undefined;
    body = template ? (
      <TemplateEditor key={template.id} template={template} />
    ) : (
      <div className={styles.state}>
        <ErrorBlock status="empty" title={t.notFound} description={t.notFoundHint}>
          <Button color="primary" fill="outline" onClick={() => void navigate('/device/template')}>
            {t.backToList}
          </Button>
        </ErrorBlock>
      </div>
    );
  }

  return (
    <div className={formPage.page}>
      {intro ? <p className={formPage.intro}>{t.formIntro}</p> : null}
      {body}
    </div>
  );
}
