import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInToPartner } from './partner-login';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const sign = {
  host: 'https://partner.example.com/',
  from: 'nodebao',
  mobile: '13800000001',
  time: 1,
  sign: 'ab',
};

beforeEach(() => {
  localStorage.setItem('token', 'console-token');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  localStorage.clear();
});

describe('signInToPartner', () => {
  it('posts the server’s sign to the partner host without this console’s token, and keeps the partner token', async () => {
    fetchMock
      .mockResolvedValueOnce(json({ errorCode: 0, msg: 'ok', data: sign }))
      .mockResolvedValueOnce(json({ errorCode: 0, msg: 'ok', data: { auth_key: 'partner-token' } }));
    await expect(signInToPartner()).resolves.toBe(true);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/member/partner-sign');
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe('https://partner.example.com/api/default/auto-login');
    expect(JSON.parse(String(init?.body))).toEqual({
      from: 'nodebao',
      mobile: '13800000001',
      time: 1,
      sign: 'ab',
    });
    expect(JSON.stringify(init?.headers)).not.toContain('console-token');
    expect(localStorage.getItem('partner_token')).toBe('partner-token');
    expect(localStorage.getItem('partner_host')).toBe('https://partner.example.com/');
  });

  it('stores nothing when the server has no partner or the partner refuses', async () => {
    fetchMock.mockResolvedValueOnce(json({ errorCode: 10201, msg: '未开通', data: null }));
    await expect(signInToPartner()).resolves.toBe(false);
    fetchMock
      .mockResolvedValueOnce(json({ errorCode: 0, msg: 'ok', data: sign }))
      .mockResolvedValueOnce(json({ errorCode: 10001, msg: '签名错误', data: null }));
    await expect(signInToPartner()).resolves.toBe(false);
    fetchMock.mockRejectedValueOnce(new TypeError('network down'));
    await expect(signInToPartner()).resolves.toBe(false);
    expect(localStorage.getItem('partner_token')).toBeNull();
  });
});
