import { describe, expect, it } from 'vitest';
import { codeFilterParam, countOf, statusOf } from './codes';

describe('the code list filter', () => {
  const counts = { all_count: 5, activate_count: 2, unactivate_count: 3 };

  it('shows the count of each filter: used codes are the activated ones', () => {
    expect(countOf(counts, 'all')).toBe(5);
    expect(countOf(counts, 'used')).toBe(2);
    expect(countOf(counts, 'unused')).toBe(3);
    expect(countOf(undefined, 'all')).toBeUndefined();
  });

  it('reads ?status= and asks code-list without status for all', () => {
    expect(codeFilterParam('unused')).toBe('unused');
    expect(codeFilterParam('bogus')).toBe('all');
    expect(statusOf('all')).toBeUndefined();
    expect(statusOf('used')).toBe('used');
  });
});
