// GET /api/default/param?name=about|agreement|privacy — 公共参数
import { defaultParamCall } from '@nodebao/contract/calls';
import type { LegalTextName, paramReply } from '@nodebao/contract';
import { queryCall } from '@/lib/query-call';

/** configInfo plus, when a name is asked for, the Markdown text of about/agreement/privacy. */
export type ParamData = ReturnType<typeof paramReply.parse>['data'];

export const publicParam = queryCall<typeof defaultParamCall, LegalTextName | 'config'>({
  call: defaultParamCall,
  prefix: ['param'],
  params: (name) => ({ name: name === 'config' ? undefined : name }),
  staleTime: 10 * 60_000,
});
