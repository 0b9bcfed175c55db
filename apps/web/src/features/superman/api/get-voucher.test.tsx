import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BusinessError, RequestError, TOKEN_KEY } from '@/lib/request';
import { fetchVoucherBlob, useObjectUrl } from './get-voucher';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem(TOKEN_KEY, 'staff-token');
});

afterEach(() => {
  localStorage.clear();
});

const image = () =>
  new Response(new Uint8Array([0xff, 0xd8, 0xff]), {
    status: 200,
    headers: { 'Content-Type': 'image/jpeg' },
  });

describe('GET the transfer voucher', () => {
  it('fetches the image with the staff token and answers its Blob', async () => {
    fetchMock.mockResolvedValueOnce(image());
    const blob = await fetchVoucherBlob('/api/member/offline-voucher?id=7');
    expect(blob.type).toBe('image/jpeg');
    expect(blob.size).toBe(3);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/member/offline-voucher?id=7');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer staff-token');
  });

  it('throws the server refusal that came as an envelope', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ errorCode: 40401, msg: '记录不存在', data: null }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const error = await fetchVoucherBlob('/v').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BusinessError);
    expect((error as BusinessError).message).toBe('记录不存在');
  });

  it('forgets the token on a 401 and refuses what is not an image', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 401 }));
    await expect(fetchVoucherBlob('/v')).rejects.toBeInstanceOf(RequestError);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();

    fetchMock.mockResolvedValueOnce(
      new Response('<html></html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    );
    await expect(fetchVoucherBlob('/v')).rejects.toMatchObject({ kind: 'ParseError' });
  });
});

describe('useObjectUrl', () => {
  it('makes one object URL for the Blob and revokes it when the screen goes away', async () => {
    const create = vi.fn(() => 'blob:voucher-1');
    const revoke = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke }));
    const blob = new Blob(['x'], { type: 'image/png' });
    let seen: string | undefined;
    function Harness() {
      seen = useObjectUrl(blob);
      return null;
    }
    const root = createRoot(document.createElement('div'));
    root.render(<Harness />);
    await vi.waitFor(() => expect(seen).toBe('blob:voucher-1'));
    expect(create).toHaveBeenCalledWith(blob);
    expect(revoke).not.toHaveBeenCalled();
    root.unmount();
    expect(revoke).toHaveBeenCalledWith('blob:voucher-1');
  });
});
