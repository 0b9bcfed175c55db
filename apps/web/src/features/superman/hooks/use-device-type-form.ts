import { checkRule } from '@/lib/form-rule';
import { supermanText } from '@/locales/zh-CN/superman';
import type { DeviceType } from '@/lib/device-types';
import { saveDeviceType } from '../api/save-device-type';
import {
  checkDeviceType,
  DEVICE_TYPE_FIELDS,
  deviceTypeFieldError,
  errorFields,
  savedFieldError,
  toDeviceTypeForm,
  type FormValues,
} from '../lib/params';
import type { StaffForm } from './staff-form';

const t = supermanText.params.types;

/** What the modal or the sheet edits: a new type, or the one picked in the list. */
export type Editing = { row?: DeviceType } | null;

type DeviceTypeFormOptions = {
  /** The type edited; none adds one. */
  row?: DeviceType;
  form: Pick<StaffForm<FormValues>, 'getFieldsValue' | 'setFields'>;
  /** Says the type was saved (a message on desktops, a toast on phones). */
  notify: (text: string) => void;
  onDone: () => void;
};

/** Adds or changes a device type: the price typed in 元, checked by the contract, then saved. */
export function useDeviceTypeForm({ row, form, notify, onDone }: DeviceTypeFormOptions) {
  const save = saveDeviceType.use();

  async function onFinish(values: FormValues) {
    const checked = checkDeviceType(values, row?.id);
    if (!checked.ok) return form.setFields(errorFields(checked.errors));
    try {
      const saved = await save.mutateAsync(checked.body);
      notify(row ? t.saved(saved.name) : t.added(saved.name));
      onDone();
    } catch (error) {
      // The request client toasted the refusal; a 422 also shows under its field.
      const refused = savedFieldError(
        error,
        DEVICE_TYPE_FIELDS.map((f) => f.name),
      );
      if (refused) form.setFields(errorFields({ [refused.field]: refused.message }));
    }
  }

  return {
    initialValues: toDeviceTypeForm(row),
    saving: save.isPending,
    onFinish: (values: FormValues) => void onFinish(values),
    rule: (field: string) => checkRule(() => deviceTypeFieldError(field, form.getFieldsValue(true))),
  };
}
