import { Toast } from 'antd-mobile';
import { roomText as t } from '@/locales/zh-CN/room';
import { saveRoom } from '../api/save-room';
import { toCabinetRequest, type CabinetFormValues } from '../lib/room-form';

/** Where a cabinet form saves: a new cabinet under room `pid`, or the cabinet `id`. */
export type CabinetTarget = { pid: number } | { id: number };

/** Saves the cabinet form; true when saved (and toasted), false when refused (already toasted). */
export function useSaveCabinet() {
  const save = saveRoom.use();
  async function submit(values: CabinetFormValues, target: CabinetTarget): Promise<boolean> {
    try {
      await save.mutateAsync(toCabinetRequest(values, target));
    } catch {
      return false;
    }
    Toast.show({ icon: 'success', content: 'pid' in target ? t.cabinet.added : t.cabinet.saved });
    return true;
  }
  return { submit, pending: save.isPending };
}
