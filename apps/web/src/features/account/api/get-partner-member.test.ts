import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPartnerToken } from '@/lib/session';
import { getPartnerMember } from './get-partner-member';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('getPartnerMember', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('asks nobody without a partner session', async () => {
    expect(await getPartnerMember()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads the member info on the partner host with the partner token only', async () => {
    localStorage.setItem('token', 'console-token');
    setPartnerToken('partner-token', 'https://partner.example.com/');
    fetchMock.mockResolvedValueOnce(
      json({
        errorCode: 0,
        msg: 'ok',
        data: { mobile: '13800000001', nickname: '伙伴会员0001', service: '伙伴站' },
      }),
    );
    expect(await getPartnerMember()).toEqual({
      mobile: '13800000001',
      nickname: '伙伴会员0001',
      service: '伙伴站',
    });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('https://partner.example.com/api/member/info');
    expect(init.headers).toEqual({ authorization: 'Bearer partner-token' });
  });

  it('reads a refused token as signed out', async () => {
    setPartnerToken('old', '/sim/partner');
    fetchMock.mockResolvedValueOnce(json({ errorCode: 10010, msg: '请先登录', data: null }, 401));
    expect(await getPartnerMember()).toBeNull();
  });
});
