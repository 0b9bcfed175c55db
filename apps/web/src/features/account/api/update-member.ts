import { type CallReply, memberUpdateCall } from '@nodebao/contract/calls';
import type { MemberInfo, memberUpdateBody, Output } from '@nodebao/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberInfoKey } from '@/lib/member-info';
import { request, unwrap } from '@/lib/request';

export type UpdateMemberBody = Output<typeof memberUpdateBody>;

/** 修改会员设置 POST /api/member/update; replies with the updated MemberInfo. */
export function updateMember(body: UpdateMemberBody): Promise<MemberInfo> {
  // The request client toasts a refusal; unwrap throws so that the caller rolls back.
  return unwrap(
    request<CallReply<typeof memberUpdateCall>>(memberUpdateCall.path, { method: 'POST', data: body }),
  );
}

/**
 * Optimistic: the ['member','info'] cache takes the new value at once, goes back to the previous one
 * if the call fails, and ends with the server's copy.
 */
export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMember,
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: memberInfoKey });
      const previous = queryClient.getQueryData<MemberInfo>(memberInfoKey);
      if (previous) queryClient.setQueryData<MemberInfo>(memberInfoKey, { ...previous, ...body });
      return { previous };
    },
    onError: (_error, _body, context) => {
      if (context?.previous) queryClient.setQueryData(memberInfoKey, context.previous);
    },
    onSuccess: (member) => {
      queryClient.setQueryData(memberInfoKey, member);
    },
  });
}
