import net from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The dial-back (issue 16): the platform connects to a member's CDN server to see that it answers.
 * It is an outbound connection to an address a member chose, so it must never reach into our own
 * network: only public unicast IPv4 literals (no names, no IPv6, so nothing can resolve or map to a
 * private address), classified by ipaddr.js — except loopback in the demo and the tests, whose
 * servers are small local listeners.
 */
export type Dialer = (ip: string, port: number, timeoutMs: number) => Promise<boolean>;

export const DIAL_TIMEOUT_MS = 3_000;

/** A TCP connect with a timeout: true when the handshake completes. Nothing is sent. */
export const tcpDial: Dialer = (ip, port, timeoutMs) =>
  new Promise((resolve) => {
    const socket = net.connect({ host: ip, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });

const RANGE_MESSAGES: Record<string, string> = {
  private: '内网地址（10.0.0.0/8、172.16.0.0/12、192.168.0.0/16）不能使用',
  loopback: '本机回环地址（127.0.0.0/8）不能使用',
  linkLocal: '链路本地地址（169.254.0.0/16）不能使用',
  carrierGradeNat: '运营商级 NAT 地址（100.64.0.0/10）不是公网地址',
  multicast: '组播地址不能使用',
  broadcast: '广播地址不能使用',
  unspecified: '0.0.0.0/8 不能使用',
};
const RESERVED = '保留或文档用地址不是公网地址';

/** Why this IPv4 address may not be listed and dialled, or null when it may. */
export function addressRefusal(ip: string, allowLoopback: boolean): string | null {
  if (!ipaddr.IPv4.isValidFourPartDecimal(ip)) return '请填写 IPv4 地址，如 203.0.113.10';
  const range = ipaddr.IPv4.parse(ip).range();
  if (range === 'unicast') return null;
  if (range === 'loopback' && allowLoopback) return null;
  return RANGE_MESSAGES[range] ?? RESERVED;
}

/** The first address of `[first, last]` that may not be listed, with why; null when all may. */
export function rangeRefusal(first: number, last: number, allowLoopback: boolean): string | null {
  for (let n = first; n <= last; n++) {
    const ip = [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.');
    const why = addressRefusal(ip, allowLoopback);
    if (why) return `${ip}：${why}`;
  }
  return null;
}

export function isLoopback(ip: string): boolean {
  return ipaddr.IPv4.isValidFourPartDecimal(ip) && ipaddr.IPv4.parse(ip).range() === 'loopback';
}
