import type { ParamSaveBody } from '@nodebao/contract';
import { useState } from 'react';
import { checkRule } from '@/lib/form-rule';
import { supermanText } from '@/locales/zh-CN/superman';
import { useSaveParam } from '../api/save-param';
import {
  checkParam,
  errorFields,
  needsConfirm,
  PARAM_FIELDS,
  paramFieldError,
  paramSummary,
  sameValues,
  savedFieldError,
  toFormValues,
  type FormValues,
  type ParamFieldSpec,
  type ParamKey,
} from '../lib/params';
import type { StaffForm } from './staff-form';

const t = supermanText.params;

/** 未保存 after a change, 已保存 after a save, nothing while the form holds what was loaded. */
export type SaveState = 'clean' | 'dirty' | 'saved';

type ParamCardOptions = {
  groupKey: ParamKey;
  initial: FormValues;
  form: Pick<StaffForm<FormValues>, 'getFieldsValue' | 'setFields' | 'setFieldsValue' | 'resetFields'>;
  /** Says the group was saved (a message on desktops, a toast on phones). */
  notify: (text: string) => void;
  /** Asks before money or a rate changes (the title, the new values); `send` saves once staff agree. */
  confirm: (question: { title: string; summary: string }, send: () => Promise<void>) => void;
};

/** One group of parameters: checked whole by the contract, confirmed when it is money, then saved. */
export function useParamCard({ groupKey, initial, form, notify, confirm }: ParamCardOptions) {
  const save = useSaveParam();
  const [state, setState] = useState<SaveState>('clean');
  const fields: readonly ParamFieldSpec[] = PARAM_FIELDS[groupKey];
  const title = t.groups[groupKey];

  async function send(body: ParamSaveBody) {
    try {
      const params = await save.mutateAsync(body);
      form.setFieldsValue(toFormValues(params)[groupKey]);
      setState('saved');
      notify(`${title}${t.saved}`);
    } catch (error) {
      // The request client toasted the refusal; a 422 also shows under its field.
      const refused = savedFieldError(
        error,
        fields.map((f) => f.name),
        groupKey,
      );
      if (refused) form.setFields(errorFields({ [refused.field]: refused.message }));
    }
  }

  function onFinish(values: FormValues) {
    const checked = checkParam(groupKey, values);
    if (!checked.ok) return form.setFields(errorFields(checked.errors));
    if (!needsConfirm(groupKey)) return void send(checked.body);
    const question = { title: t.confirmTitle(title), summary: paramSummary(checked.body) };
    confirm(question, () => send(checked.body));
  }

  return {
    title,
    fields,
    state,
    saving: save.isPending,
    onFinish,
    onValuesChange: (all: FormValues) => setState(sameValues(all, initial) ? 'clean' : 'dirty'),
    undo() {
      form.resetFields();
      setState('clean');
    },
    /** A field's rule: the group is read whole, so the maximum is checked against the minimum. */
    rule: (field: string) => checkRule(() => paramFieldError(groupKey, field, form.getFieldsValue(true))),
  };
}
