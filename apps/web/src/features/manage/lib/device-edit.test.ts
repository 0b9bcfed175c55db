import { describe, expect, it } from 'vitest';
import { managedMember } from '@/testing/managed-member';
import { deviceEditBody, deviceEditValues } from './device-edit';
import { memberDevicesPath, nextStatus, removeConfirmation, toggleConfirmation } from './user-actions';

describe('editing a device', () => {
  it('starts from the device, an unknown ISP reading as 未设置', () => {
    expect(deviceEditValues({ name: '客厅', isp: 'unicom' })).toEqual({ name: '客厅', isp: 'unicom' });
    expect(deviceEditValues({ name: '', isp: null })).toEqual({ name: '', isp: 'none' });
    expect(deviceEditValues({ name: '', isp: 'satellite' })).toEqual({ name: '', isp: 'none' });
  });

  it('sends the trimmed name, and null to clear the ISP', () => {
    expect(deviceEditBody(5, { name: ' A01-3 ', isp: 'telecom' })).toEqual({
      id: 5,
      name: 'A01-3',
      isp: 'telecom',
    });
    expect(deviceEditBody(5, { name: '', isp: 'none' })).toEqual({ id: 5, name: '', isp: null });
  });
});

describe('the member actions', () => {
  const member = managedMember({ nickname: '' });

  it('disabling warns that the member is signed out; enabling does not', () => {
    const disable = toggleConfirmation(member);
    expect(nextStatus(member)).toBe('disabled');
    expect(disable).toMatchObject({ title: '停用会员', ok: '停用', danger: true });
    expect(disable.content).toContain('13900000007');
    expect(disable.content).toContain('退出登录');
    expect(toggleConfirmation({ ...member, status: 'disabled' })).toMatchObject({
      ok: '启用',
      danger: false,
    });
  });

  it('a member with devices cannot be removed: the dialog says why and offers the devices', () => {
    expect(removeConfirmation({ ...member, device_count: 3 })).toMatchObject({
      blocked: true,
      ok: '查看设备',
    });
    expect(removeConfirmation({ ...member, device_count: 3 }).content).toContain('3 台设备');
    expect(removeConfirmation(member)).toMatchObject({ blocked: false, ok: '移除', danger: true });
    expect(memberDevicesPath(7)).toBe('/manage/device?member_id=7');
  });
});
