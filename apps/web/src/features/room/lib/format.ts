import { lineBandwidthText } from '@/components/chart/units';

/** "1000 Mbps", "10 Gbps", or '' when not given (0). */
export function bandwidthText(mbps: number): string {
  return mbps > 0 ? lineBandwidthText(mbps) : '';
}

/** The owner's mobile when the row is a sub-member's (operators see those too), else undefined. */
export function foreignOwner(row: { owner_id: number; owner_mobile: string }, myId: number | undefined) {
  return myId !== undefined && row.owner_id !== myId ? row.owner_mobile : undefined;
}
