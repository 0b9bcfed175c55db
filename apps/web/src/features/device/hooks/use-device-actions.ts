import { deviceText as t } from '@/locales/zh-CN/device';
import { useAllocateDevices } from '../api/fenpei';
import { moveDevicesToRoom } from '../api/move-room';
import { moveDevicesToTag } from '../api/move-tag';
import { rebootDevices } from '../api/reboot';
import { removeDevices } from '../api/remove-devices';
import { uninstallDevices } from '../api/uninstall';
import { selectionOf, useDeviceStore } from '../store';
import type { AllocatableMember, DeviceTag, Room } from '../types';
import { useFeedback } from '@/lib/feedback';

type Place = Pick<Room, 'id' | 'name'>;

/** A bulk action with what its picker chose. */
export type DeviceAction =
  | { kind: 'move-tag'; tag: Pick<DeviceTag, 'id' | 'name'> | null }
  | { kind: 'move-room' | 'install'; room: Place; cabinet: Place | null }
  | { kind: 'fenpei'; member: AllocatableMember }
  | { kind: 'uninstall' | 'remove' | 'reboot' };

export type ActionKind = DeviceAction['kind'];
export type PickerKind = 'tag' | 'room' | 'member';

export interface BulkActionSpec {
  kind: ActionKind;
  label: string;
  /** The picker that chooses the target, if any. */
  picker?: PickerKind;
  /** Asks for confirmation with the number of devices first. */
  confirm?: { title: string; content: (n: number) => string; ok: string };
  danger?: boolean;
  operatorOnly?: boolean;
}

/** The bulk actions of the device list, in the order the action bars show them. */
export const BULK_ACTIONS: readonly BulkActionSpec[] = [
  { kind: 'move-tag', label: t.actions.moveTag, picker: 'tag' },
  { kind: 'move-room', label: t.actions.moveRoom, picker: 'room' },
  { kind: 'fenpei', label: t.actions.fenpei, picker: 'member', operatorOnly: true },
  { kind: 'install', label: t.actions.install, picker: 'room' },
  { kind: 'uninstall', label: t.actions.uninstall, confirm: t.confirm.uninstall },
  { kind: 'reboot', label: t.actions.reboot, confirm: t.confirm.reboot },
  { kind: 'remove', label: t.actions.remove, confirm: t.confirm.remove, danger: true },
];

export function bulkActionsFor(operator: boolean): BulkActionSpec[] {
  return BULK_ACTIONS.filter((a) => operator || !a.operatorOnly);
}

function placeName(room: Place, cabinet: Place | null): string {
  return [room.name, cabinet?.name].filter(Boolean).join(' / ');
}

/**
 * Runs a bulk action on the current selection (the ids, or select_all with the current filter), then
 * says so and clears the selection; `confirmAndRun` asks first with the number of devices when the
 * action says so. A refusal has been toasted by the request client: the selection stays, and the
 * promise resolves false. Phone and desktop views call it alike.
 */
export function useDeviceActions() {
  const feedback = useFeedback();
  const moveTag = moveDevicesToTag.use();
  const moveRoom = moveDevicesToRoom.use();
  const allocate = useAllocateDevices();
  const uninstall = uninstallDevices.use();
  const remove = removeDevices.use();
  const reboot = rebootDevices.use();
  const pending = [moveTag, moveRoom, allocate, uninstall, remove, reboot].some((m) => m.isPending);

  async function perform(action: DeviceAction): Promise<string> {
    const selection = selectionOf(useDeviceStore.getState());
    switch (action.kind) {
      case 'move-tag': {
        const { affected } = await moveTag.mutateAsync({ selection, tag: action.tag });
        return t.done.moveTag(affected, action.tag?.name ?? null);
      }
      case 'move-room':
      case 'install': {
        const { room, cabinet } = action;
        const { affected } = await moveRoom.mutateAsync({ mode: action.kind, selection, room, cabinet });
        const where = placeName(room, cabinet);
        return action.kind === 'install' ? t.done.install(affected, where) : t.done.moveRoom(affected, where);
      }
      case 'fenpei': {
        const { affected } = await allocate.mutateAsync({ selection, member: action.member });
        return t.done.fenpei(affected, action.member.nickname || action.member.mobile);
      }
      case 'uninstall':
        return t.done.uninstall((await uninstall.mutateAsync(selection)).affected);
      case 'remove':
        return t.done.remove((await remove.mutateAsync(selection)).affected);
      case 'reboot':
        await reboot.mutateAsync(selection);
        return t.done.reboot;
    }
  }

  async function run(action: DeviceAction): Promise<boolean> {
    try {
      const message = await perform(action);
      useDeviceStore.getState().clearSelection();
      feedback.success(message);
      return true;
    } catch {
      return false;
    }
  }

  /** An action without a picker (下架, 重启, 移除) on `count` devices, asked first when it says so. */
  async function confirmAndRun(spec: BulkActionSpec, count: number): Promise<boolean> {
    const { kind, confirm } = spec;
    if (kind !== 'uninstall' && kind !== 'remove' && kind !== 'reboot') return false;
    if (confirm) {
      const question = {
        title: confirm.title,
        content: confirm.content(count),
        ok: confirm.ok,
        danger: spec.danger,
      };
      if (!(await feedback.confirm(question))) return false;
    }
    return run({ kind });
  }

  return { run, confirmAndRun, pending };
}
