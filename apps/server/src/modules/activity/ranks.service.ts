import type { RankRow } from '@nodebao/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { maskMobile } from '@nodebao/contract/account-rules';
import { addDays, shanghaiToday } from '../../lib/time.ts';
import type { Caller } from '../accounts/scope.ts';
import type { RankBoard } from './activity.table.ts';
import * as repo from './ranks.repo.ts';

/** How many places a ranking shows. */
export const RANK_TOP = 100;

/** Monday of the week `day` is in (ISO weeks, Asia/Shanghai days). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** After each settled day (the settlement calls it in its transaction): points boards and uptime. */
export async function refreshSettledRanks(db: DbOrTx): Promise<void> {
  const today = shanghaiToday();
  const monday = mondayOf(today);
  await repo.refreshSettledBoards(db, today, monday, addDays(monday, -7));
}

/** Each minute, after the offline job: the online ranking. */
export function refreshOnlineRanks(db: DbOrTx): Promise<void> {
  return repo.refreshOnline(db);
}

const CHAMPION_BOARD: Record<'week' | 'last_week' | 'all', RankBoard> = {
  week: 'points_week',
  last_week: 'points_last_week',
  all: 'points_all',
};

function toRankRow(row: repo.RankRow, callerId: number): RankRow {
  const me = row.member_id === callerId;
  const masked = maskMobile(row.mobile);
  const hidden = row.is_hide_rank === 1 && !me;
  return {
    rank: row.rank,
    name: hidden ? '匿名用户' : row.nickname || masked,
    mobile: masked,
    value: Number(row.value),
    uptime_bp: row.uptime_bp === null ? null : Number(row.uptime_bp),
    is_me: me,
  };
}

/** `/activity/contribution`: the first 100 of the online and champion rankings, and my own places. */
export async function rankList(deps: Deps, caller: Caller, period: 'week' | 'last_week' | 'all') {
  const board = CHAMPION_BOARD[period];
  const [online, champion, myOnline, myChampion] = await Promise.all([
    repo.topOf(deps.db, 'online', RANK_TOP),
    repo.topOf(deps.db, board, RANK_TOP),
    repo.placeOf(deps.db, 'online', caller.id),
    repo.placeOf(deps.db, board, caller.id),
  ]);
  return {
    data: online.map((r) => toRankRow(r, caller.id)),
    rank_data: champion.map((r) => toRankRow(r, caller.id)),
    my_online: myOnline ? toRankRow(myOnline, caller.id) : null,
    my_champion: myChampion ? toRankRow(myChampion, caller.id) : null,
    period,
  };
}
