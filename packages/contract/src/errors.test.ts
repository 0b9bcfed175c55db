import { describe, expect, it } from 'vitest';
import { ERRORS, errorNameOf } from './errors.ts';

describe('the errorCode catalogue', () => {
  it('gives every error its own code and a Chinese message', () => {
    const codes = Object.values(ERRORS).map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const e of Object.values(ERRORS)) expect(e.msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it('keeps business refusals on HTTP 200 and the classes of failure on their statuses', () => {
    expect(ERRORS.INVALID_CREDENTIALS.status).toBe(200);
    expect(ERRORS.NOT_FOUND.status).toBe(200);
    expect(ERRORS.NOT_LOGGED_IN.status).toBe(401);
    expect(ERRORS.FORBIDDEN.status).toBe(403);
    expect(ERRORS.VALIDATION.status).toBe(422);
  });

  it('finds an entry by its code', () => {
    expect(errorNameOf(10001)).toBe('INVALID_CREDENTIALS');
    expect(errorNameOf(123)).toBeUndefined();
  });
});
