// GET transfer.voucher_url — 会员上传的转账凭证图片（须带登录令牌，仅会员本人与平台运营可看）
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BusinessError, RequestError, TOKEN_KEY, type Envelope } from '@/lib/request';
import { syncSession } from '@/lib/session';

export const voucherKey = (url: string) => ['superman', 'voucher', url] as const;

/**
 * The voucher image as a Blob. An <img src> cannot send the Authorization header, so the image is
 * fetched with the token like every call; a refusal arrives as a JSON envelope (BusinessError), a
 * 401 forgets the token, anything that is not an image is an error.
 */
export async function fetchVoucherBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Authorization: `Bearer ${localStorage.getItem(TOKEN_KEY) ?? ''}` },
      credentials: 'include',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw new RequestError('Cancel', 'request cancelled');
    throw new RequestError('Network', error instanceof Error ? error.message : String(error));
  }
  if (response.status === 401) {
    localStorage.removeItem(TOKEN_KEY);
    syncSession();
  }
  if (!response.ok) throw new RequestError('HttpError', 'http error', response.status);
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) throw new BusinessError((await response.json()) as Envelope);
  const blob = await response.blob();
  if (!(blob.type || type).startsWith('image/')) {
    throw new RequestError('ParseError', 'voucher is not an image', response.status);
  }
  return blob;
}

/** The voucher's Blob, fetched once per address and kept while screens show it. */
export function useVoucherBlob(url: string | null | undefined) {
  return useQuery({
    queryKey: voucherKey(url ?? ''),
    queryFn: ({ signal }) => fetchVoucherBlob(url ?? '', signal),
    enabled: Boolean(url),
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    retry: 1,
  });
}

/** An object URL for a Blob, revoked when the Blob changes or the component goes away. */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) {
      setUrl(undefined);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/** The voucher as an address for <img>: loading, failed (with a retry) or ready. */
export function useVoucherImage(url: string | null | undefined) {
  const query = useVoucherBlob(url);
  const src = useObjectUrl(query.data);
  return {
    src,
    loading: Boolean(url) && (query.isPending || (query.data !== undefined && !src)),
    failed: query.isError,
    retry: () => void query.refetch(),
  };
}
