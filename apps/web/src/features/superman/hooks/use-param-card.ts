import type { ParamSaveBody } from '@nodebao/contract';
import { useState } from 'react';
import { checkRule } from '@/lib/form-rule';
import { supermanText } from '@/locales/zh-CN/superman';
import { saveParam } from '../api/save-param';
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
import { useFeedback } from '@/lib/feedback';

const t = supermanText.params;

/** 未保存 after a change, 已保存 after a save, nothing while the form holds what was loaded. */
export type SaveState = 'clean' | 'dirty' | 'saved';

/** What the parameters screen gives each group's card, on either size. */
export type ParamCardProps = { groupKey: ParamKey; initial: FormValues };

type ParamCardOptions = ParamCardProps & {
  form: Pick<StaffForm<FormValues>, 'getFieldsValue' | 'setFields' | 'setFieldsValue' | 'resetFields'>;
};

/** One group of parameters: checked whole by the contract, confirmed when it is money, then saved. */
export function useParamCard({ groupKey, initial, form }: ParamCardOptions) {
  const feedback = useFeedback();
  const save = saveParam.use();
  const [state, setState] = useState<SaveState>('clean');
  const fields: readonly ParamFieldSpec[] = PARAM_FIELDS[groupKey];
  const title = t.groups[groupKey];

  async function send(body: ParamSaveBody) {
    try {
      const params = await save.mutateAsync(body);
      form.setFieldsValue(toFormValues(params)[groupKey]);
      setState('saved');
      feedback.success(`${title}${t.saved}`);
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

  /** A field's rule: the group is read whole, so the maximum is checked against the minimum. */
  const paramRule = (field: string) =>
    checkRule(() => paramFieldError(groupKey, field, form.getFieldsValue(true)));

  /** Asks before money or a rate changes, with the new values. */
  async function onFinish(values: FormValues) {
    const checked = checkParam(groupKey, values);
    if (!checked.ok) return form.setFields(errorFields(checked.errors));
    if (needsConfirm(groupKey)) {
      const question = {
        title: t.confirmTitle(title),
        content: paramSummary(checked.body),
        note: t.confirmNote,
        ok: t.confirmOk,
      };
      if (!(await feedback.confirm(question))) return;
    }
    await send(checked.body);
  }

  return {
    title,
    fields,
    state,
    /** The tag beside the title: 未保存 (warning) or 已保存 (success), none while clean. */
    status:
      state === 'dirty'
        ? ({ color: 'warning', text: t.unsaved } as const)
        : state === 'saved'
          ? ({ color: 'success', text: t.saved } as const)
          : null,
    /** A field's item: its name and label, required but the note, the maximum read with the minimum. */
    item: (spec: ParamFieldSpec) => ({
      name: spec.name,
      label: t.fields[spec.name as keyof typeof t.fields],
      required: spec.name !== 'note',
      dependencies: spec.name === 'max_fen' ? ['min_fen'] : undefined,
      rules: [paramRule(spec.name)],
    }),
    saving: save.isPending,
    onFinish,
    onValuesChange: (all: FormValues) => setState(sameValues(all, initial) ? 'clean' : 'dirty'),
    undo() {
      form.resetFields();
      setState('clean');
    },
  };
}
