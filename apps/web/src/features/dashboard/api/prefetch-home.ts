// The home's first calls (GET /api/default/main2, GET /api/device/main), asked for when a navigation
// to the home starts, beside its chunk: the page then draws once with both answers (issue 17 §3).
import { fleetSummary } from '@/features/device/api/get-fleet-summary';
import { queryClient } from '@/lib/query-client';
import { main2 } from './get-main2';

export function prefetchHome(): void {
  void queryClient.prefetchQuery(main2.options());
  void queryClient.prefetchQuery(fleetSummary.options());
}
