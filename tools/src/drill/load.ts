import type { ReportSource } from '../bench/ingest.ts';
import type { Balancer, Reply } from './balancer.ts';

/**
 * The drill's load: boxes reporting, members browsing, withdrawing and ordering codes, an operator
 * filing boxes under tags and creating tags, staff reviewing withdrawals; all the time, through the
 * balancer. Every write is remembered with what became of it, so the end can check the database:
 * each write acknowledged (200, errorCode 0) must be stored, and each answered 503 must not be.
 *
 * Each write carries something that tells it apart in the database without the answer:
 * - a withdrawal's amount is unique in the run (min + a sequence), so a refused one is looked up by
 *   member and amount (it carries the web form's request key too, decision 0036);
 * - a tag's name is unique in the run;
 * - a report writes one five-minute bucket of one box, which no other report writes (ReportSource);
 * - a box is moved by one lane only, in order, so its last tag follows from the answers;
 * - a staff reject is one transaction: answered 503, the withdrawal is still pending.
 * Orders carry nothing unique (the body has no field for a marker), so they are checked by count:
 * a member's orders in the database must number at least the acknowledged ones, and at most those
 * plus the ones that got no answer at all (a 503 that stored an order makes the count too high).
 */

export type Member = { id: number; token: string; payeeId: number };
export type Actors = {
  members: Member[];
  operator: { id: number; token: string };
  staff: { token: string };
  deviceTypeId: number;
  /** The operator's tags, to move boxes among (0: no tag). */
  tagIds: number[];
  /** Boxes of the operator's members the move lane files, with their tag before the run. */
  boxes: { id: number; tag: number }[];
  /** sn → device id, to name a report's box in the database. */
  deviceIds: Map<string, number>;
};

/**
 * What a write came to: acknowledged; answered 503 (must have stored nothing); unknown (no answer, or
 * a 500: either may have stored it); other (refused by the server's rules, or never sent because no
 * replica was ready: nothing stored).
 */
export type Fate = 'acked' | 'refused503' | 'unknown' | 'other';
const FATES: Record<Reply['outcome'], Fate> = {
  ok: 'acked',
  s503: 'refused503',
  lost: 'unknown',
  s5xx: 'unknown',
  refused: 'other',
  lb503: 'other',
};
const sent = (reply: Reply): Sent => ({ fate: FATES[reply.outcome], phase: reply.phase });

/** Each write: what became of it, and the drill's phase when it was sent. */
type Sent = { fate: Fate; phase: string };
export type Ledger = {
  withdrawals: (Sent & { memberId: number; amount: number; id: number | null })[];
  orders: (Sent & { memberId: number; id: number | null })[];
  tags: (Sent & { name: string; id: number | null })[];
  reports: (Sent & { deviceId: number; bucket: number })[];
  /** Per box, its moves in the order sent: the tag asked for and what became of it. */
  moves: Map<number, (Sent & { tag: number })[]>;
  reviews: (Sent & { id: number; action: 'reject' | 'approve' })[];
};

const WITHDRAW_MIN_FEN = 1_000;

type Lane = { name: string; everyMs: number; parallel: number; step: () => Promise<unknown> };

export class Load {
  readonly ledger: Ledger = {
    withdrawals: [],
    orders: [],
    tags: [],
    reports: [],
    moves: new Map(),
    reviews: [],
  };
  private running = false;
  private lanes: Promise<void>[] = [];
  private seq = 0;
  private browseTurn = 0;
  private moveTurn = 0;
  /** Withdrawals staff took up already (or that were refused): not picked again. */
  private reviewed = new Set<number>();

  constructor(
    private readonly lb: Balancer,
    private readonly actors: Actors,
    private readonly reports: ReportSource,
    /** 1 for the full drill; the quick form sends less. */
    private readonly scale: number,
    /** Hard limits, whatever happens to the drill's timeline. */
    private readonly limits: { until: number; maxRequests: number },
  ) {}

  start(): void {
    this.running = true;
    const s = this.scale;
    const lanes: Lane[] = [
      // ~40 reports a second at most: the fleet reports every 5 minutes, a few thousand boxes.
      { name: 'reports', everyMs: 25 / s, parallel: 4, step: () => this.report() },
      { name: 'browse', everyMs: 40 / s, parallel: 4, step: () => this.browse() },
      { name: 'withdraw', everyMs: 400 / s, parallel: 1, step: () => this.withdraw() },
      { name: 'order', everyMs: 600 / s, parallel: 1, step: () => this.order() },
      { name: 'tag', everyMs: 1_000 / s, parallel: 1, step: () => this.createTag() },
      // One at a time: a box's moves must reach the database in the order they were sent.
      { name: 'move', everyMs: 300 / s, parallel: 1, step: () => this.move() },
      { name: 'review', everyMs: 700 / s, parallel: 1, step: () => this.review() },
    ];
    this.lanes = lanes.map((lane) => this.every(lane));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.lanes);
  }

  private get going(): boolean {
    return this.running && Date.now() < this.limits.until && this.lb.total.requests < this.limits.maxRequests;
  }

  /** Runs `step` every `everyMs`, at most `parallel` at once, while the load runs. */
  private async every(lane: Lane): Promise<void> {
    const inFlight = new Set<Promise<unknown>>();
    while (this.going) {
      if (inFlight.size < lane.parallel) {
        const p = lane
          .step()
          .catch((error: unknown) => console.error(`load lane ${lane.name}: ${String(error)}`))
          .finally(() => inFlight.delete(p));
        inFlight.add(p);
      }
      await new Promise((r) => setTimeout(r, lane.everyMs));
    }
    await Promise.all(inFlight);
  }

  private member(): Member {
    const { members } = this.actors;
    return members[Math.floor(Math.random() * members.length)]!;
  }

  private async report(): Promise<void> {
    const { body, headers } = this.reports.nextRequest();
    const sample = (JSON.parse(body) as { samples: { start: number }[] }).samples[0]!;
    const deviceId = this.actors.deviceIds.get(headers['x-device-sn']!)!;
    const reply = await this.lb.send('POST', '/device-api/v1/report', { body, headers });
    this.ledger.reports.push({ deviceId, bucket: sample.start, ...sent(reply) });
  }

  private async browse(): Promise<void> {
    const turn = (this.browseTurn += 1);
    if (turn % 4 === 0) {
      // The operator's fleet: the big list, filtered as the console's default view.
      await this.lb.send('GET', '/api/device/index?page=1&pageSize=100&status=online', {
        token: this.actors.operator.token,
      });
      return;
    }
    const pages = [
      '/api/default/main2',
      '/api/device/index?page=1&pageSize=20',
      '/api/member/money-record-list?page=1&pageSize=20',
      '/api/member/tixian-list?page=1&pageSize=20',
      '/api/pay/record?page=1&pageSize=20',
    ];
    await this.lb.send('GET', pages[turn % pages.length]!, { token: this.member().token });
  }

  private async withdraw(): Promise<void> {
    const m = this.member();
    const seq = (this.seq += 1);
    const amount = WITHDRAW_MIN_FEN + seq;
    // The form's request key, as the web sends it (decision 0036); never resent here, so a 503
    // stays a 503 and what it stored, if anything, shows.
    const reply = await this.lb.send('POST', '/api/account/tixian', {
      token: m.token,
      body: JSON.stringify({
        amount,
        payee_id: m.payeeId,
        request_key: `drill-${String(seq).padStart(6, '0')}`,
      }),
    });
    this.ledger.withdrawals.push({ memberId: m.id, amount, ...sent(reply), id: idOf(reply) });
  }

  private async order(): Promise<void> {
    const m = this.member();
    // No payment method: the order alone, one transaction (a WeChat prepay would be a second step
    // after the order is stored, so a 503 there would rightly leave an order behind).
    const reply = await this.lb.send('POST', '/api/pay/unified-order', {
      token: m.token,
      body: JSON.stringify({ device_type_id: this.actors.deviceTypeId, quantity: 1 }),
    });
    const order = (reply.body?.data as { order?: { id?: number } } | undefined)?.order;
    this.ledger.orders.push({ memberId: m.id, ...sent(reply), id: order?.id ?? null });
  }

  private async createTag(): Promise<void> {
    const name = `演练${(this.seq += 1)}`;
    const reply = await this.lb.send('POST', '/api/tag/save', {
      token: this.actors.operator.token,
      body: JSON.stringify({ name }),
    });
    this.ledger.tags.push({ name, ...sent(reply), id: idOf(reply) });
  }

  private async move(): Promise<void> {
    const { boxes, tagIds } = this.actors;
    const turn = (this.moveTurn += 1);
    // Five boxes at a time; each round over all of them moves them on to the next of the operator's
    // tags (or out of any tag), so every acknowledged move changes what the database must hold.
    const groups = Math.ceil(boxes.length / 5);
    const group = Array.from({ length: 5 }, (_, i) => boxes[((turn % groups) * 5 + i) % boxes.length]!.id);
    const targets = [0, ...tagIds];
    const tag = targets[Math.floor(turn / groups) % targets.length]!;
    const reply = await this.lb.send('POST', '/api/device/move-tag', {
      token: this.actors.operator.token,
      body: JSON.stringify({ ids: group, tag_id: tag }),
    });
    for (const id of group) {
      const moves = this.ledger.moves.get(id) ?? [];
      moves.push({ tag, ...sent(reply) });
      this.ledger.moves.set(id, moves);
    }
  }

  private async review(): Promise<void> {
    const list = await this.lb.send('GET', '/api/admin/withdraw-list?state=pending&page=1&pageSize=50', {
      token: this.actors.staff.token,
    });
    if (list.outcome !== 'ok') return;
    const pending = (list.body?.data as { id: number }[] | undefined) ?? [];
    const next = pending.find((w) => !this.reviewed.has(w.id));
    if (!next) return;
    // Mostly rejected (one transaction, and the money goes back: members can keep withdrawing);
    // every third approved through the Alipay simulator.
    const action = next.id % 3 === 0 ? 'approve' : 'reject';
    const reply = await this.lb.send('POST', `/api/admin/withdraw-${action}`, {
      token: this.actors.staff.token,
      body: JSON.stringify(action === 'reject' ? { id: next.id, reason: '故障演练：驳回' } : { id: next.id }),
    });
    const fate = sent(reply);
    // A 503 leaves it pending: staff may take it up again, as they would.
    if (fate.fate !== 'refused503') this.reviewed.add(next.id);
    this.ledger.reviews.push({ id: next.id, action, ...fate });
  }
}

function idOf(reply: Reply): number | null {
  if (reply.outcome !== 'ok') return null;
  const id = (reply.body?.data as { id?: unknown } | undefined)?.id;
  return typeof id === 'number' ? id : null;
}
