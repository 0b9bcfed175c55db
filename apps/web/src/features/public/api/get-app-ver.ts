// GET /api/default/app-ver — App 版本
import { defaultAppVerCall } from '@nodebao/contract/calls';
import type { appVerReply } from '@nodebao/contract';
import { queryCall } from '@/lib/query-call';

/** The app's version, changelog and Android package (null while none is published). */
export type AppVersion = ReturnType<typeof appVerReply.parse>['data'];

export const appVersion = queryCall<typeof defaultAppVerCall>({
  call: defaultAppVerCall,
  prefix: ['app-ver'],
  staleTime: 5 * 60_000,
});
