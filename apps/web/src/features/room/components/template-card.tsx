import { Button } from 'antd-mobile';
import type { KeyboardEvent } from 'react';
import { templateText as t } from '@/locales/zh-CN/template';
import { settingsSummary } from '../lib/template-form';
import type { Template } from '../types';
import styles from './template.module.css';

type TemplateCardProps = {
  template: Template;
  /** The owner's mobile when the template is a sub-member's (operators see those too). */
  ownerMobile?: string;
  deleting: boolean;
  onEdit: (template: Template) => void;
  onDelete: (template: Template) => void;
};

/** One template: its name, how many rooms use it, its settings; tap to edit. */
export function TemplateCard({ template, ownerMobile, deleting, onEdit, onDelete }: TemplateCardProps) {
  function onKeyDown(e: KeyboardEvent) {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    onEdit(template);
  }

  return (
    <article className={styles.card}>
      <div
        className={styles.cardMain}
        role="button"
        tabIndex={0}
        onClick={() => onEdit(template)}
        onKeyDown={onKeyDown}
      >
        <div className={styles.cardTop}>
          <span className={styles.name}>{template.name}</span>
          <span className={template.room_count > 0 ? styles.usage : `${styles.usage} ${styles.unused}`}>
            {t.roomCount(template.room_count)}
          </span>
        </div>
        <ul className={styles.settings}>
          {settingsSummary(template).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {ownerMobile ? <div className={styles.owner}>{t.owner(ownerMobile)}</div> : null}
      </div>
      <div className={styles.cardActions}>
        <Button size="small" color="primary" fill="outline" onClick={() => onEdit(template)}>
          {t.edit}
        </Button>
        <Button
          size="small"
          color="danger"
          fill="outline"
          loading={deleting}
          onClick={() => onDelete(template)}
        >
          {t.delete}
        </Button>
      </div>
    </article>
  );
}
