import { useFeedback } from '@/lib/feedback';
import { supermanText } from '@/locales/zh-CN/superman';
import { useDeviceTypes } from '@/lib/device-types';
import { giveCode, type GiveCodeResult } from '../api/give-code';
import { isUnknownMobile, toGiveCodeBody, type GiveCodeValues } from '../lib/give-code';
import type { StaffForm } from './staff-form';

const t = supermanText.giveCode;

type GiveCodeFormOptions = {
  form: Pick<StaffForm<GiveCodeValues>, 'setFields' | 'setFieldValue'>;
  onDone: (result: GiveCodeResult) => void;
};

/** The grant: confirmed with the member, the type and the count, then issued; the note is cleared. */
export function useGiveCodeForm({ form, onDone }: GiveCodeFormOptions) {
  const feedback = useFeedback();
  const types = useDeviceTypes();
  const give = giveCode.use();

  async function onFinish(values: GiveCodeValues) {
    const body = toGiveCodeBody(values);
    const type = types.data?.find((d) => d.id === body.device_type_id);
    const content = t.confirmContent(body.mobile, type?.name ?? '', Number(body.quantity));
    if (!(await feedback.confirm({ title: t.confirmTitle, content, ok: t.confirmOk }))) return;
    try {
      const result = await give.mutateAsync(body);
      feedback.success(t.done(result.codes.length));
      form.setFieldValue('note', '');
      onDone(result);
    } catch (error) {
      // The request client toasted the refusal; an unknown member also shows under the mobile.
      if (isUnknownMobile(error) && error instanceof Error) {
        form.setFields([{ name: 'mobile', errors: [error.message] }]);
      }
    }
  }

  return { types, giving: give.isPending, onFinish };
}
