import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from './download';

describe('filenameFromDisposition', () => {
  it('prefers the UTF-8 name of RFC 5987', () => {
    const header = `attachment; filename="nodebao-income-2026-11.xlsx"; filename*=UTF-8''${encodeURIComponent('节点宝收益明细_2026-11.xlsx')}`;
    expect(filenameFromDisposition(header, 'x.xlsx')).toBe('节点宝收益明细_2026-11.xlsx');
  });

  it('falls back to the plain name, then to the given one', () => {
    expect(filenameFromDisposition('attachment; filename="a.xlsx"', 'x.xlsx')).toBe('a.xlsx');
    expect(filenameFromDisposition('attachment; filename=b.xlsx', 'x.xlsx')).toBe('b.xlsx');
    expect(filenameFromDisposition("attachment; filename*=UTF-8''%E0%A4%A", 'x.xlsx')).toBe('x.xlsx');
    expect(filenameFromDisposition(null, 'x.xlsx')).toBe('x.xlsx');
  });

  it('keeps folders out of the name', () => {
    expect(filenameFromDisposition('attachment; filename="../../evil.xlsx"', 'x.xlsx')).toBe(
      '.._.._evil.xlsx',
    );
  });
});
