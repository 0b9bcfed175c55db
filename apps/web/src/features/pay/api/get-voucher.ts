// GET order.transfer.voucher_url（带会员 token）— 转账凭证图片，以 object URL 显示
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { TOKEN_KEY } from '@/lib/request';

export const voucherKey = (url: string) => ['pay', 'voucher', url] as const;

/**
 * The image as a Blob; an <img src> could not send the Authorization header. `url` is the order's
 * voucher_url, the server's address for payVoucherCall with the order in its query.
 */
export async function getVoucher(url: string, signal?: AbortSignal): Promise<Blob> {
  const response = await fetch(url, {
    headers: { Authorization: `Bearer ${localStorage.getItem(TOKEN_KEY) ?? ''}` },
    credentials: 'include',
    signal,
  });
  if (!response.ok) throw new Error(`voucher ${response.status}`);
  return response.blob();
}

/** An object URL of the voucher while the component shows it (revoked afterwards). */
export function useVoucherUrl(url: string | null | undefined) {
  const query = useQuery({
    queryKey: voucherKey(url ?? ''),
    queryFn: ({ signal }) => getVoucher(url ?? '', signal),
    enabled: Boolean(url),
    staleTime: Infinity,
  });
  const blob = query.data;
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    const next = URL.createObjectURL(blob);
    setObjectUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setObjectUrl(null);
    };
  }, [blob]);
  return {
    src: objectUrl,
    isPending: query.isPending && Boolean(url),
    isError: query.isError,
    retry: query.refetch,
  };
}
