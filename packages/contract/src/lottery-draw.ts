/**
 * The draw of the weekly lottery (DESIGN §8), written once for the three places that run it: the
 * server's draw job, the record page's 验证 button (WebCrypto) and `npm run lottery:verify`. It is a
 * pure function of (seed, period, ticket list, beacon, prize table): anyone who has the published
 * ticket list and the revealed seed gets the same winners, and the seed was committed to (its
 * SHA-256 published) before the first ticket existed. Zod-free and node-free, so the web can load it.
 *
 *   final   = HMAC-SHA256(seed, "<period>:<ticket-list sha256>[:<beacon randomness>]")
 *   rank(t) = HMAC-SHA256(final, "<ticket number>")
 *   tickets in ascending rank (ties: smaller number first) fill the tiers in table order, skipping a
 *   ticket whose owner already won when one prize per member applies.
 */

export const LOTTERY_ALGORITHM = 'nodebao-lottery-v1';

/** The hashing a draw needs; node:crypto on the server, WebCrypto in the browser. */
export type DrawHasher = {
  sha256(data: Uint8Array): Promise<Uint8Array>;
  /** HMAC-SHA256 under one key, for many messages (the key is imported once). */
  hmacSha256(key: Uint8Array): Promise<(message: Uint8Array) => Promise<Uint8Array> | Uint8Array>;
};

export type TicketLine = { number: number; owner: string };
export type PrizeTier = { name: string; count: number; amount_fen: number };
export type DrawnPrize = { tier: number; name: string; amount_fen: number; number: number; owner: string };

/** An owner in the published list: 16 hex digits that stand for a member without naming them. */
export const OWNER_ID_PATTERN = /^[0-9a-f]{16}$/;

const encoder = new TextEncoder();

export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

export function fromHex(hex: string): Uint8Array {
  if (!/^(?:[0-9a-f]{2})*$/.test(hex)) throw new Error(`not lower-case hex: ${hex.slice(0, 16)}`);
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** The canonical ticket list: one line per ticket, "<number> <owner>\n", by ascending number. */
export function ticketListText(tickets: readonly TicketLine[]): string {
  return [...tickets]
    .sort((a, b) => a.number - b.number)
    .map((t) => `${t.number} ${t.owner}\n`)
    .join('');
}

/** Reads a published ticket list; throws on anything that is not canonical. */
export function parseTicketList(text: string): TicketLine[] {
  if (text === '') return [];
  if (!text.endsWith('\n')) throw new Error('票号清单应以换行结尾');
  const lines = text.slice(0, -1).split('\n');
  const tickets: TicketLine[] = [];
  for (const [i, line] of lines.entries()) {
    const match = /^([1-9]\d{0,9}) ([0-9a-f]{16})$/.exec(line);
    if (!match) throw new Error(`票号清单第 ${i + 1} 行格式不正确`);
    const number = Number(match[1]);
    if (i > 0 && number <= tickets[i - 1]!.number) throw new Error(`票号清单第 ${i + 1} 行未按票号升序`);
    tickets.push({ number, owner: match[2]! });
  }
  return tickets;
}

export async function sha256Hex(hasher: DrawHasher, text: string): Promise<string> {
  return toHex(await hasher.sha256(encoder.encode(text)));
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** The message the seed is keyed over: period, ticket-list hash and (when used) the beacon. */
export function finalMessage(period: number, ticketListHash: string, beacon: string | null): string {
  return beacon ? `${period}:${ticketListHash}:${beacon}` : `${period}:${ticketListHash}`;
}

export type DrawInput = {
  period: number;
  seedHex: string;
  ticketListHash: string;
  beacon: string | null;
  prizes: readonly PrizeTier[];
  onePrizePerMember: boolean;
  tickets: readonly TicketLine[];
};

/** The winners of a period, in draw order (tier by tier), and the final value they came from. */
export async function drawWinners(
  input: DrawInput,
  hasher: DrawHasher,
): Promise<{ final: string; winners: DrawnPrize[] }> {
  const keyed = await hasher.hmacSha256(fromHex(input.seedHex));
  const final = await keyed(encoder.encode(finalMessage(input.period, input.ticketListHash, input.beacon)));
  const rankOf = await hasher.hmacSha256(final);
  // A rank is 32 bytes compared as a big-endian number; its first 6 bytes as a float decide almost
  // every comparison (a million tickets sort in about a second), the whole rank settles a tie.
  const ranked: { head: number; rank: Uint8Array; ticket: TicketLine }[] = [];
  for (const ticket of input.tickets) {
    const pending = rankOf(encoder.encode(String(ticket.number)));
    const rank = pending instanceof Uint8Array ? pending : await pending;
    const head =
      rank[0]! * 2 ** 40 +
      rank[1]! * 2 ** 32 +
      rank[2]! * 2 ** 24 +
      rank[3]! * 2 ** 16 +
      rank[4]! * 2 ** 8 +
      rank[5]!;
    ranked.push({ head, rank, ticket });
  }
  ranked.sort((a, b) => a.head - b.head || compareBytes(a.rank, b.rank) || a.ticket.number - b.ticket.number);

  const winners: DrawnPrize[] = [];
  const won = new Set<string>();
  let next = 0;
  for (const [tier, prize] of input.prizes.entries()) {
    let given = 0;
    while (given < prize.count && next < ranked.length) {
      const { ticket } = ranked[next++]!;
      if (input.onePrizePerMember && won.has(ticket.owner)) continue;
      won.add(ticket.owner);
      winners.push({ tier: tier + 1, name: prize.name, amount_fen: prize.amount_fen, ...ticket });
      given++;
    }
  }
  return { final: toHex(final), winners };
}

/** What a published draw record holds (the open-list item, as far as verification needs). */
export type PublishedDraw = {
  period: number;
  seed_hash: string;
  seed: string | null;
  ticket_count: number;
  ticket_list_hash: string | null;
  beacon_randomness: string | null;
  final: string | null;
  prize_list: readonly PrizeTier[];
  one_prize_per_member: boolean;
  winners: readonly { number: number; owner: string; tier: number }[];
};

export type Verification = { ok: boolean; problems: string[]; winners: DrawnPrize[] };

/**
 * Recomputes a published draw from its ticket list: the seed matches its commitment, the list its
 * hash and count, and the winners the recorded ones. Each difference is one line in `problems`.
 */
export async function verifyDraw(
  draw: PublishedDraw,
  ticketList: string,
  hasher: DrawHasher,
): Promise<Verification> {
  const problems: string[] = [];
  if (!draw.seed) return { ok: false, problems: ['种子尚未公布，开奖后才能验证'], winners: [] };
  if (toHex(await hasher.sha256(fromHex(draw.seed))) !== draw.seed_hash) {
    problems.push('公布的种子与开期时的承诺（种子哈希）不一致');
  }
  const listHash = await sha256Hex(hasher, ticketList);
  if (listHash !== draw.ticket_list_hash) problems.push('票号清单的哈希与截止时公布的不一致');
  let tickets: TicketLine[] = [];
  try {
    tickets = parseTicketList(ticketList);
  } catch (err) {
    problems.push((err as Error).message);
  }
  if (tickets.length !== draw.ticket_count) {
    problems.push(`票号清单有 ${tickets.length} 张，公布的是 ${draw.ticket_count} 张`);
  }
  const { final, winners } = await drawWinners(
    {
      period: draw.period,
      seedHex: draw.seed,
      ticketListHash: listHash,
      beacon: draw.beacon_randomness,
      prizes: draw.prize_list,
      onePrizePerMember: draw.one_prize_per_member,
      tickets,
    },
    hasher,
  );
  if (draw.final !== null && final !== draw.final) problems.push('重算的开奖值与记录的不一致');
  const recorded = draw.winners.map((w) => `${w.tier}:${w.number}:${w.owner}`).join(',');
  const recomputed = winners.map((w) => `${w.tier}:${w.number}:${w.owner}`).join(',');
  if (recorded !== recomputed) problems.push('重算的中奖票号与记录的不一致');
  return { ok: problems.length === 0, problems, winners };
}

/** The draw's hashing on WebCrypto: the browser's 验证 button (and any runtime with crypto.subtle). */
export const webCryptoHasher: DrawHasher = {
  sha256: async (data) =>
    new Uint8Array(await crypto.subtle.digest('SHA-256', data as Uint8Array<ArrayBuffer>)),
  hmacSha256: async (key) => {
    const imported = await crypto.subtle.importKey(
      'raw',
      key as Uint8Array<ArrayBuffer>,
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    return async (message) =>
      new Uint8Array(await crypto.subtle.sign('HMAC', imported, message as Uint8Array<ArrayBuffer>));
  },
};
