import { ERRORS } from '@nodebao/contract/errors';
import { useAddressParams } from '@/lib/list/use-list-address';
import { refusedWith } from '@/lib/request';
import { explanationPath, useIncomeExplanation } from '../api/get-income-explanation';
import { addDays, beijingToday } from '../lib/calendar';
import { readExplainAddress } from '../lib/explain';

/** Why there is no explanation to show, when the server says so (not a failure: a state of the day). */
export type ExplainRefusal = 'not-settled' | 'no-history' | null;

/**
 * /income/explain's view: the day and whose income (in the address), the explanation, and the moves
 * of its header — a day back or on, the newest day, another member or box of the same day.
 */
export function useExplainView() {
  const [params, update] = useAddressParams();
  const address = readExplainAddress(params);
  const { day: askedDay, memberId, deviceId } = address;
  const query = useIncomeExplanation({ day: askedDay, memberId, deviceId });

  // The day on screen: the one asked for, else the newest settled day once the reply names it.
  const day = askedDay ?? query.data?.day;
  const yesterday = addDays(beijingToday(), -1);
  const refusal: ExplainRefusal = refusedWith(query.error, ERRORS.INCOME_DAY_NOT_SETTLED)
    ? 'not-settled'
    : refusedWith(query.error, ERRORS.INCOME_NO_HISTORY)
      ? 'no-history'
      : null;

  return {
    address,
    day,
    query,
    refusal,
    atEnd: !day || day >= yesterday,
    setDay: (next: string | undefined) => update({ day: next }),
    /** The day before (-1) or after (1) the one shown. */
    step: (by: -1 | 1) => {
      if (day) update({ day: addDays(day, by) });
    },
    /** The same day for one member (of a fleet) or one box. */
    memberPath: (id: number, name: string) => explanationPath({ day, memberId: id, name }),
    boxPath: (id: number, name: string) => explanationPath({ day, deviceId: id, name }),
  };
}

export type ExplainView = ReturnType<typeof useExplainView>;
