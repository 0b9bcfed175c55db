import { describe, expect, it } from 'vitest';
import { extractSn, normalizeSn } from './sn';

describe('extractSn: the SN in what a label code holds', () => {
  it('reads sn= from a URL', () => {
    expect(extractSn('https://nodebao.cn/bind?sn=nb20260001&v=2')).toBe('NB20260001');
  });

  it('reads sn= (or sn:) from text', () => {
    expect(extractSn('型号 NB-X1; SN=NB-2026-0001')).toBe('NB-2026-0001');
    expect(extractSn('sn: abc12345')).toBe('ABC12345');
  });

  it('takes a bare SN, and the value of a WeChat barcode result', () => {
    expect(extractSn(' NB20260001 ')).toBe('NB20260001');
    expect(extractSn('CODE_128,NB20260001')).toBe('NB20260001');
  });

  it('refuses text without an SN', () => {
    expect(extractSn('https://example.com/')).toBeNull();
    expect(extractSn('snack=12345678')).toBeNull();
    expect(extractSn('ab1')).toBeNull();
  });
});

describe('normalizeSn', () => {
  it('upper-cases and drops spaces', () => {
    expect(normalizeSn(' nb 2026 0001')).toBe('NB20260001');
  });
});
