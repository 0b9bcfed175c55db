import { describe, expect, it } from 'vitest';
import { VOUCHER_ACCEPT, voucherProblem } from './voucher';

const MB = 1024 * 1024;

describe('the voucher file', () => {
  it('may be a JPEG, PNG or WebP image of at most 5 MB', () => {
    expect(voucherProblem({ type: 'image/png', size: 2_000 })).toBeNull();
    expect(voucherProblem({ type: 'image/jpeg', size: 5 * MB })).toBeNull();
    expect(voucherProblem({ type: 'image/webp', size: 1 })).toBeNull();
    expect(VOUCHER_ACCEPT).toBe('image/jpeg,image/png,image/webp');
  });

  it('is refused in Chinese when missing, of another type, empty or too large', () => {
    expect(voucherProblem(null)).toBe('请上传转账凭证图片');
    expect(voucherProblem({ type: 'application/pdf', size: 1_000 })).toBe('凭证只能是 JPG、PNG 或 WebP 图片');
    expect(voucherProblem({ type: 'image/gif', size: 1_000 })).toMatch(/JPG、PNG 或 WebP/);
    expect(voucherProblem({ type: 'image/png', size: 0 })).toMatch(/空文件/);
    expect(voucherProblem({ type: 'image/png', size: 5 * MB + 1 })).toBe(
      '凭证图片 5.0 MB，超过 5 MB，请压缩后再上传',
    );
    expect(voucherProblem({ type: 'image/jpeg', size: 7.3 * MB })).toMatch(/7\.3 MB/);
  });
});
