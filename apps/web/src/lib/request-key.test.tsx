import { describe, expect, it } from 'vitest';
import { hookHarness } from '@/testing/hook-harness';
import { useRequestKey } from './request-key';

describe('a form’s request keys', () => {
  const harness = hookHarness(() => useRequestKey());

  it('keeps the key while the form asks for the same thing, and makes a new one otherwise', () => {
    const keys = harness.hooks();
    const first = keys.keyFor('1000:7');
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(harness.hooks().keyFor('1000:7')).toBe(first); // a resend after a 503
    const other = keys.keyFor('2000:7');
    expect(other).not.toBe(first); // another amount is another request
    keys.forget(); // after a success, the same amount again is a new request too
    expect(keys.keyFor('2000:7')).not.toBe(other);
  });
});
