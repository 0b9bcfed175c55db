import type { Invitee } from '@nodebao/contract';
import { useState } from 'react';
import { useListAddress } from '@/lib/list/use-list-address';
import { inviteOverview } from '../api/get-invite-overview';
import { useInviteeDays } from '../api/get-invitee-days';

/**
 * /activity/invite-record, phone and desktop: the totals (from the overview), the page in the address
 * (desktop), and the invitee whose days are open (a sheet on phones, a dialog on desktops). Each view
 * draws the invitees its own way.
 */
export function useInviteRecord() {
  const overview = inviteOverview.use();
  const address = useListAddress();
  const [open, setOpen] = useState<Invitee | null>(null);
  const days = useInviteeDays(open?.id ?? null);
  return {
    overview,
    page: address.page,
    setPage: address.setPage,
    open,
    openDays: setOpen,
    closeDays: () => setOpen(null),
    days,
  };
}
