import net from 'node:net';

/**
 * Whether an address is among a token's allowed addresses and CIDR networks (empty: any). Node's
 * BlockList does the matching; an IPv4 address seen as IPv6 (`::ffff:203.0.113.5`, a dual-stack
 * listener) is matched as the IPv4 address it is.
 */
export type AddressRule = (ip: string) => boolean;

export function addressRule(allowed: readonly string[]): AddressRule {
  if (allowed.length === 0) return () => true;
  const list = new net.BlockList();
  for (const entry of allowed) {
    const [address = '', bits] = entry.split('/');
    const type = net.isIPv4(address) ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (ip) => {
    const plain = ip.startsWith('::ffff:') && net.isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
    const type = net.isIPv4(plain) ? 'ipv4' : net.isIPv6(plain) ? 'ipv6' : null;
    return type !== null && list.check(plain, type);
  };
}
