import { DotLoading, Picker } from 'antd-mobile';
import { useState } from 'react';
import { Link } from 'react-router';
import { roomText } from '@/locales/zh-CN/room';
import { useTemplates } from '../api/get-templates';
import formPage from '@/components/form-page.module.css';
import { RetryButton } from '@/components/retry-button';

const t = roomText.form;
const NONE = '0';

type TemplateFieldProps = {
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** The name to show when the room's template is not among mine (a staff member editing). */
  currentName?: string | null;
};

/** 配置模板 as a form field: one of my templates, or none. */
export function TemplateField({ value = null, onChange, currentName }: TemplateFieldProps) {
  const templates = useTemplates();
  const [open, setOpen] = useState(false);

  if (templates.isPending) return <DotLoading color="primary" />;
  if (templates.isError) {
    return (
      <div className={formPage.fieldState}>
        <span>{t.templatesFailed}</span>
        <RetryButton query={templates} size="mini">
          {roomText.retry}
        </RetryButton>
      </div>
    );
  }

  const list = templates.data;
  const chosen = list.find((x) => x.id === value);
  const label = value ? (chosen?.name ?? currentName ?? '') : t.templateNone;
  return (
    <>
      <div className={formPage.picker}>
        <button type="button" className={formPage.pickerValue} onClick={() => setOpen(true)}>
          {label || <span className={formPage.placeholder}>{t.templatePick}</span>}
        </button>
      </div>
      {list.length === 0 ? (
        <div className={formPage.fieldState}>
          <span>
            {t.templatesEmpty}
            <Link to="/device/add-template">{t.templatesCreate}</Link>
          </span>
        </div>
      ) : null}
      <Picker
        title={t.template}
        visible={open}
        columns={[
          [
            { label: t.templateNone, value: NONE },
            ...list.map((x) => ({ label: x.name, value: String(x.id) })),
          ],
        ]}
        value={[value ? String(value) : NONE]}
        onClose={() => setOpen(false)}
        onConfirm={([picked]) => {
          const id = Number(picked ?? NONE);
          onChange?.(id > 0 ? id : null);
        }}
      />
    </>
  );
}
