import { useEffect } from 'react';
import { useMemberInfo } from '@/lib/member-info';
import { useMoneyRecordStore } from '../store';

/**
 * The money record's remembered request for the signed-in member: `ready` once the store holds this
 * member's request (someone else's, left in the tab, is dropped first), so the list never asks with it.
 */
export function useMoneyRecordRequest() {
  const memberId = useMemberInfo().data?.id;
  const owner = useMoneyRecordStore((s) => s.owner);
  const request = useMoneyRecordStore((s) => s.request);
  const setRequest = useMoneyRecordStore((s) => s.setRequest);
  const resetRequest = useMoneyRecordStore((s) => s.resetRequest);
  const claim = useMoneyRecordStore((s) => s.claim);

  useEffect(() => {
    if (memberId !== undefined) claim(memberId);
  }, [memberId, claim]);

  return {
    request,
    ready: memberId !== undefined && owner === memberId,
    memberId: memberId ?? 0,
    filtered: request.kind !== 'all' || request.start !== null || request.end !== null,
    setRequest,
    resetRequest,
  };
}
