import { useState } from 'react';
import { useFeedback } from '@/lib/feedback';
import { manageText } from '@/locales/zh-CN/manage';
import { moveMembersToTag } from '../api/move-members';
import type { MemberTag } from '../types';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/**
 * 添加会员 to a tag, the sheet and the desktop dialog alike: the search (typing shows at once, the
 * list follows 300 ms later), the members ticked, and 加入: said, then closed. A refusal has been
 * toasted by the request client and keeps the choice.
 */
export function useMemberPicker(tag: Pick<MemberTag, 'id' | 'name'>, onClose: () => void) {
  const feedback = useFeedback();
  const [input, setInput] = useState('');
  const keyword = useDebouncedValue(input.trim(), 300);
  const [chosen, setChosen] = useState<number[]>([]);
  const move = moveMembersToTag.use();

  async function submit() {
    try {
      const count = await move.mutateAsync({ tagId: tag.id, memberIds: chosen });
      feedback.success(manageText.tag.done.moved(count, tag.name));
      onClose();
    } catch {
      // The choice stays.
    }
  }

  return { input, setInput, keyword, chosen, setChosen, submit, pending: move.isPending };
}
