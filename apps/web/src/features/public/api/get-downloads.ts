// GET /api/member/download — 刷机教程与 ROM: newest first, each with size and SHA-256
import type { Release } from '@nodebao/contract';
import { queryCall } from '@/lib/query-call';

export const downloads = queryCall<Release[]>({
  url: '/api/member/download',
  prefix: ['member', 'download'],
  staleTime: 5 * 60_000,
});
