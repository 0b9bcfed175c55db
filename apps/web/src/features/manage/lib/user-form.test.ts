import { describe, expect, it } from 'vitest';
import { managedMember } from '@/testing/managed-member';
import {
  initialUserValues,
  mobileError,
  passwordError,
  USER_FIELD_OF_ERROR,
  userFormRules,
  userSaveBody,
} from './user-form';

const member = managedMember({ device_count: 3, online_count: 2 });

describe('the member form', () => {
  it('creating sends the mobile, the password, the trimmed nickname and the tag (0: none)', () => {
    expect(
      userSaveBody({ mobile: ' 13900000008 ', password: 'a-long-secret', nickname: ' 李四 ' }, null),
    ).toEqual({ mobile: '13900000008', password: 'a-long-secret', nickname: '李四', member_tag_id: 0 });
  });

  it('editing never sends the mobile, and keeps the password when none was typed', () => {
    const body = userSaveBody({ ...initialUserValues(member), mobile: '13900000009' }, 7);
    expect(body).toEqual({ id: 7, nickname: '张三', member_tag_id: 0, status: 'active' });
  });

  it('editing with a new password resets it, and a status change is sent', () => {
    expect(
      userSaveBody({ nickname: '张三', password: 'new-password-1', member_tag_id: 4, status: 'disabled' }, 7),
    ).toEqual({ id: 7, nickname: '张三', member_tag_id: 4, status: 'disabled', password: 'new-password-1' });
  });

  it('starts from the member (tag null reads as 0) or from empty fields', () => {
    expect(initialUserValues({ ...member, member_tag_id: 3 })).toEqual({
      nickname: '张三',
      password: '',
      member_tag_id: 3,
      status: 'active',
    });
    expect(initialUserValues(undefined)).toMatchObject({ mobile: '', password: '', member_tag_id: 0 });
  });

  it('checks the mobile and the password with the contract rules', () => {
    expect(mobileError('13900000008')).toBeUndefined();
    expect(mobileError('12345')).toBe('手机号格式不正确');
    expect(mobileError('')).toBeUndefined();
    expect(passwordError('short')).toBe('密码至少 8 位');
    expect(passwordError('x'.repeat(65))).toBe('密码最多 64 位');
    expect(passwordError('long-enough')).toBeUndefined();
  });

  it('puts the server refusals on their fields', () => {
    expect(USER_FIELD_OF_ERROR[10014]).toBe('mobile');
    expect(USER_FIELD_OF_ERROR[10005]).toBe('password');
    expect(USER_FIELD_OF_ERROR[10013]).toBe('password');
  });

  it('asks a new member for a mobile and a password, an edit for a password only to reset it', async () => {
    /** What the form would say for `value` under `rules` (rc-field-form runs them in turn). */
    type Rule =
      | { required: boolean; message: string }
      | { validator: (rule: unknown, value?: string) => Promise<void> };
    async function said(rules: readonly Rule[], value: string) {
      for (const rule of rules) {
        if ('required' in rule && rule.required && !value) return rule.message;
        if ('validator' in rule) {
          const message = await rule.validator(null, value).then(
            () => undefined,
            (err: Error) => err.message,
          );
          if (message) return message;
        }
      }
      return undefined;
    }
    const creating = userFormRules(true);
    const editing = userFormRules(false);
    expect(await said(creating.password, '')).toBe('请设置登录密码');
    expect(await said(editing.password, '')).toBeUndefined();
    expect(await said(editing.password, 'short')).toBe('密码至少 8 位');
    expect(await said(creating.mobile, '12345')).toBe('手机号格式不正确');
    expect(creating.nickname).toEqual([{ max: 32, message: expect.any(String) }]);
  });
});
