import { findTextProblem, textProblem } from '@nodebao/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** The rule as first written: every value's path copied on the way down (the reference). */
function reference(
  value: unknown,
  path: (string | number)[] = [],
): { path: (string | number)[]; message: string } | null {
  if (typeof value === 'string') {
    const message = textProblem(value);
    return message ? { path, message } : null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = reference(value[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const keyMessage = textProblem(key);
      if (keyMessage) return { path: [...path, key], message: keyMessage };
      const found = reference(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

// Text that is clean most of the time and sometimes carries a control character or a lone surrogate.
const hostileText = fc.oneof(
  { weight: 6, arbitrary: fc.string() },
  { weight: 1, arbitrary: fc.string({ unit: 'binary' }) },
  { weight: 1, arbitrary: fc.constantFrom('\u0000', 'a\u0007b', '\ud800', 'x\udc00', '\u009f', '正常\ttab') },
);
const body = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileText,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileText, tie('value'), { maxKeys: 4 }),
  ),
})).value;

describe('the first text a request may not store (findTextProblem)', () => {
  it('finds what the plain walk finds, at the same path, in any body', () => {
    fc.assert(
      fc.property(body, (value) => {
        expect(findTextProblem(value)).toEqual(reference(value));
      }),
      { numRuns: 2000 },
    );
  });

  it('names the path of a deep problem, a bad key included', () => {
    expect(findTextProblem({ a: [1, { b: 'ok', c: ['x', 'y\u0000'] }] })).toEqual({
      path: ['a', 1, 'c', 1],
      message: '不能包含控制字符',
    });
    expect(findTextProblem({ ok: { 'k\ud800': 1 } })).toEqual({
      path: ['ok', 'k\ud800'],
      message: '包含无效的字符',
    });
    expect(findTextProblem({ samples: [{ n: 1 }], text: '换行\n可以' })).toBeNull();
  });
});
