// GET /api/member/download — 刷机教程与 ROM: newest first, each with size and SHA-256
import { memberDownloadCall } from '@nodebao/contract/calls';
import { queryCall } from '@/lib/query-call';

export const downloads = queryCall<typeof memberDownloadCall>({
  call: memberDownloadCall,
  prefix: ['member', 'download'],
  staleTime: 5 * 60_000,
});
