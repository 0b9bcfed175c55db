// API 令牌 (issue 50 §2): the member's read-only tokens for /api/open/*, made (the secret answered
// once), listed and revoked.
import { apiTokenCreateCall, apiTokenListCall, apiTokenRevokeCall } from '@nodebao/contract/calls';
import type { QueryClient } from '@tanstack/react-query';
import { queryCall } from '@/lib/query-call';
import { writeCall } from '@/lib/write-call';

export const apiTokenList = queryCall({
  call: apiTokenListCall,
  prefix: ['api-tokens'],
  staleTime: 0,
});

const refreshTokens = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: apiTokenList.prefix });

/** Answers the secret, shown once, and the new token's row. */
export const createApiToken = writeCall({ call: apiTokenCreateCall, after: refreshTokens });

export const revokeApiToken = writeCall({ call: apiTokenRevokeCall, after: refreshTokens });
