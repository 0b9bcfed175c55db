import { describe, expect, it } from 'vitest';
import { isChecksumAddress, setWalletBody } from './activity.ts';

// EIP-55's own examples.
const VALID = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];

describe('the wallet address', () => {
  it('passes EIP-55’s examples, and all-lower or all-upper case (no checksum carried)', () => {
    for (const address of VALID) expect(isChecksumAddress(address)).toBe(true);
    expect(isChecksumAddress(VALID[0]!.toLowerCase())).toBe(true);
    expect(isChecksumAddress('0x' + VALID[0]!.slice(2).toUpperCase())).toBe(true);
  });

  it('refuses a mixed-case address whose case does not match its checksum', () => {
    expect(isChecksumAddress('0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
    const res = setWalletBody.safeParse({
      address: '0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      password: 'x',
    });
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]?.message).toContain('EIP-55');
  });

  it('refuses a wrong length, spaces and a NUL, saying what an address looks like', () => {
    for (const address of [
      VALID[0]!.slice(0, 41),
      `${VALID[0]} `,
      ` ${VALID[0]}`,
      `${VALID[0]!.slice(0, 20)}\u0000${VALID[0]!.slice(21)}`,
      'not an address',
    ]) {
      const res = setWalletBody.safeParse({ address, password: 'x' });
      expect(res.success).toBe(false);
      expect(res.error?.issues[0]?.message).toContain('0x');
    }
  });
});
