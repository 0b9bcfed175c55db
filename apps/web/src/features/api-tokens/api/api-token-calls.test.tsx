import type { ApiToken } from '@nodebao/contract';
import { describe, expect, it } from 'vitest';
import { hookHarness } from '@/testing/hook-harness';
import { apiTokenList, createApiToken, revokeApiToken } from './api-tokens';

function useCalls() {
  return { create: createApiToken.use(), revoke: revokeApiToken.use() };
}

const { fetchMock, hooks, queryClient, answer } = hookHarness(useCalls);

const token = (id: number, over: Partial<ApiToken> = {}): ApiToken => ({
  id,
  name: `令牌${id}`,
  prefix: 'nbo_AbCd',
  created_at: '2026-12-02T06:00:00.000Z',
  last_used_at: null,
  expires_at: null,
  allowed_ips: [],
  state: 'active',
  revoked_at: null,
  ...over,
});

describe('POST /api/member/api-tokens/create', () => {
  it('answers the secret once and reads the token list again', async () => {
    queryClient().setQueryData(apiTokenList.key(), [token(1)]);
    answer({ errorCode: 0, msg: '令牌已创建', data: { secret: 'nbo_secret', token: token(2) } });
    const reply = await hooks().create.mutateAsync({ name: '监控', allowed_ips: ['203.0.113.0/24'] });
    expect(reply.secret).toBe('nbo_secret');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/member/api-tokens/create');
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1].body))).toEqual({
      name: '监控',
      allowed_ips: ['203.0.113.0/24'],
    });
    expect(queryClient().getQueryState(apiTokenList.key())?.isInvalidated).toBe(true);
  });
});

describe('POST /api/member/api-tokens/revoke', () => {
  it('sends the id and reads the list again', async () => {
    queryClient().setQueryData(apiTokenList.key(), [token(1)]);
    answer({ errorCode: 0, msg: '令牌已撤销', data: { revoked: 1 } });
    await hooks().revoke.mutateAsync({ id: 1 });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/member/api-tokens/revoke');
    expect(queryClient().getQueryState(apiTokenList.key())?.isInvalidated).toBe(true);
  });
});
