import { loginBody } from '@nodebao/contract/accounts';
import { describe, expect, it } from 'vitest';
import { checkLogin } from './login-form';

// The sign-in form checks without zod (its first JavaScript is budgeted); it must answer as the
// contract's loginBody does, message for message, or the two would drift.
function contractMessages(mobile: string, password: string) {
  const result = loginBody.safeParse({
    mobile: mobile === '' ? undefined : mobile,
    password: password === '' ? undefined : password,
  });
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]);
    messages[field] ??= issue.message;
  }
  return messages;
}

const mobiles = ['', ' ', '13800000001', ' 13800000001 ', '12800000001', '1380000000', '138000000012', 'abc'];
const passwords = ['', 'x', 'demo123456', 'p'.repeat(256), 'p'.repeat(257)];

describe('checkLogin', () => {
  it('gives the contract loginBody’s message for every field, or none', () => {
    for (const mobile of mobiles)
      for (const password of passwords)
        expect(checkLogin({ mobile, password, code: '' }), `${mobile} / ${password.length}`).toEqual(
          contractMessages(mobile, password),
        );
  });
});
