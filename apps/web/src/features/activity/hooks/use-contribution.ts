import { useListAddress } from '@/lib/list/use-list-address';
import { useRankList, type RankPeriod } from '../api/get-rank-list';

/** This week first: the default. (The contract's list, without pulling zod into the page.) */
export const RANK_PERIODS = ['week', 'last_week', 'all'] as const satisfies readonly RankPeriod[];

/**
 * /activity/contribution: the period of the champion ranking kept in the address (this week by
 * default), and both rankings with my own places.
 */
export function useContribution() {
  const address = useListAddress({ choices: { period: RANK_PERIODS } });
  const period = address.choice('period');
  const ranks = useRankList(period);
  return { period, setPeriod: (p: typeof period) => address.setChoice('period', p), ranks };
}
