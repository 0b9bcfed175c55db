// POST /api/room/set-template — 新建或修改配置模板；带 room_ids 时应用到这些机房并下发给其中的设备
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateRooms } from './get-rooms';
import { request, unwrap } from '@/lib/request';
import type { Template, TemplateSaveBody } from '../types';
import { templatePrefix } from './get-templates';

export type SavedTemplate = Template & { queued_commands: number };

/** A refusal (422 naming the field, a room that is not mine) is toasted and thrown for the form. */
export function saveTemplate(body: TemplateSaveBody): Promise<SavedTemplate> {
  return unwrap(request<SavedTemplate>('/api/room/set-template', { method: 'POST', data: body }));
}

/** The list, the room counts and the rooms' template names all change. */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTemplate,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: templatePrefix }),
        invalidateRooms(queryClient),
      ]),
  });
}
