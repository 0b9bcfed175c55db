// POST /api/room/set-template — 新建或修改配置模板；带 room_ids 时应用到这些机房并下发给其中的设备
import { roomSetTemplateCall } from '@nodebao/contract/calls';
import { writeCall } from '@/lib/write-call';
import type { Template, TemplateSaveBody } from '../types';
import { invalidateRooms } from './get-rooms';
import { templatePrefix } from './get-templates';

export type SavedTemplate = Template & { queued_commands: number };

/** The list, the room counts and the rooms' template names all change. */
export const saveTemplate = writeCall<typeof roomSetTemplateCall, TemplateSaveBody>({
  call: roomSetTemplateCall,
  after: (queryClient) =>
    Promise.all([queryClient.invalidateQueries({ queryKey: templatePrefix }), invalidateRooms(queryClient)]),
});
