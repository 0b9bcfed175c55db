// GET /api/room/template-list — 我的配置模板（含使用的机房数）
import { roomTemplateListCall } from '@nodebao/contract/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Template } from '../types';
import { fetchAllPages } from '@/lib/list/fetch-all';

/** Everything this feature caches starts with 'template': a save or delete refreshes it all. */
export const templatePrefix = ['template'] as const;
export const templatesKey = ['template', 'list'] as const;

/** All my templates (operators: also their sub-members'), oldest first. */
export function getTemplates(signal?: AbortSignal): Promise<Template[]> {
  return fetchAllPages<Template>(roomTemplateListCall.path, {}, signal);
}

export const templatesQueryOptions = () =>
  queryOptions({
    queryKey: templatesKey,
    queryFn: ({ signal }) => getTemplates(signal),
    // Room counts change from the room pages too: show the cached list at once, then refresh it.
    staleTime: 0,
  });

export function useTemplates(enabled = true) {
  return useQuery({ ...templatesQueryOptions(), enabled });
}
