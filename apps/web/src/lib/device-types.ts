// GET /api/member/device-type-list — the box models and their code price (fen), kept by staff (superman) and
// read by the purchase page and the flashing form: one cache, so a price staff change shows at once everywhere.
import type { deviceTypeSchema, Output } from '@nodebao/contract';
import { memberDeviceTypeListCall } from '@nodebao/contract/calls';
import { queryCall } from '@/lib/query-call';

export type DeviceType = Output<typeof deviceTypeSchema>;

/** One cache for every screen that lists types, so a price staff change shows at once everywhere. */
const deviceTypes = queryCall({
  call: memberDeviceTypeListCall,
  prefix: ['superman', 'device-types'],
  staleTime: 60_000,
});

export const deviceTypesKey = deviceTypes.prefix;

export function useDeviceTypes() {
  return deviceTypes.use();
}
