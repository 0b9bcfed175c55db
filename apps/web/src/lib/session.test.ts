import type { LoginData } from '@nodebao/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from './query-client';
import { clearRequestCache } from './request';
import {
  AUTHORITY_KEY,
  clearSession,
  getAuthority,
  getToken,
  loginPath,
  memberInfoKey,
  saveLogin,
  setAuthority,
  syncSession,
} from './session';

const member = {
  id: 3,
  mobile: '13800000001',
  nickname: '演示会员',
  is_hide_rank: 0 as const,
  lianke_wallet: null,
  invite_code: 'RCHATK85',
  access: { operator: false, superman: false },
  wechat_bound: false,
  created_at: '2026-11-22T11:05:15.080Z',
  second_factor_on: false,
};
const login: LoginData = {
  auth_key: 'tok',
  currentAuthority: 'admin',
  user: { id: 3, mobile: '13800000001', auth_key: 'tok' },
  member,
};

beforeEach(() => {
  localStorage.clear();
  queryClient.clear();
  clearRequestCache();
  syncSession();
});

describe('session (SPEC §3–4)', () => {
  it('starts as a guest', () => {
    expect(getToken()).toBeNull();
    expect(getAuthority()).toEqual(['guest']);
  });

  it('keeps the token, authority admin, userInfo and the member info after login', () => {
    saveLogin(login);
    expect(localStorage.getItem('token')).toBe('tok');
    expect(JSON.parse(localStorage.getItem(AUTHORITY_KEY) ?? '')).toEqual(['admin']);
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '')).toEqual(login.user);
    expect(queryClient.getQueryData(memberInfoKey)).toEqual(member);
  });

  it('goes back to guest on logout, removing token, partner token and userInfo', () => {
    saveLogin(login);
    localStorage.setItem('partner_token', 'p');
    localStorage.setItem('partner_host', '/sim/partner');
    clearSession();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('partner_token')).toBeNull();
    expect(localStorage.getItem('partner_host')).toBeNull();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(getAuthority()).toEqual(['guest']);
    expect(queryClient.getQueryData(memberInfoKey)).toBeUndefined();
  });

  it('reads an authority stored as a list, a JSON string or a bare string, else guest', () => {
    setAuthority(['admin', 'user']);
    expect(getAuthority()).toEqual(['admin', 'user']);
    localStorage.setItem(AUTHORITY_KEY, '"user"');
    expect(getAuthority()).toEqual(['user']);
    localStorage.setItem(AUTHORITY_KEY, 'admin');
    expect(getAuthority()).toEqual(['admin']);
    localStorage.setItem(AUTHORITY_KEY, '[1,2]');
    expect(getAuthority()).toEqual(['guest']);
    localStorage.setItem(AUTHORITY_KEY, '{"x":1}');
    expect(getAuthority()).toEqual(['guest']);
  });

  it('builds the login path with the wanted page, except for the root and the sign-in pages', () => {
    expect(loginPath('/device/index?x=1')).toBe('/user/login?redirect=%2Fdevice%2Findex%3Fx%3D1');
    expect(loginPath('/')).toBe('/user/login');
    expect(loginPath('/user/register')).toBe('/user/login');
    expect(loginPath()).toBe('/user/login');
  });
});
