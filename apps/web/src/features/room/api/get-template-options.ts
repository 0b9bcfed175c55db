// GET /api/room/template-list — 机房表单的模板选项
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Template, TemplateOption } from '../types';
import { fetchAllPages } from '@/lib/list/fetch-all';

export const templateOptionsKey = ['room', 'templates'] as const;

export async function getTemplateOptions(signal?: AbortSignal): Promise<TemplateOption[]> {
  const templates = await fetchAllPages<Template>('/api/room/template-list', {}, signal);
  return templates.map(({ id, name, room_count }) => ({ id, name, room_count }));
}

export const templateOptionsQueryOptions = () =>
  queryOptions({
    queryKey: templateOptionsKey,
    queryFn: ({ signal }) => getTemplateOptions(signal),
    staleTime: 0,
  });

export function useTemplateOptions() {
  return useQuery(templateOptionsQueryOptions());
}
