import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { staffMessages, type UnansweredQuestions } from '@concierge/shared';
import { toast } from 'sonner';
import { apiEnvelope } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { conversationKeys } from './query-keys';

export const DISMISS_FAILED = 'Failed to mark the question as not relevant';

function withoutGroup(data: InfiniteData<UnansweredQuestions> | undefined, key: string) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      groups: page.groups.filter((group) => group.key !== key),
    })),
  };
}

/**
 * POST /conversations/unanswered/dismiss: the group is spam or off-topic. It leaves the list at
 * once; a 404 means it had gone already, so the list is refreshed then too.
 */
export function useDismissQuestionGroup() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: conversationKeys.unanswered() });
  return useMutation({
    mutationFn: (key: string) =>
      apiEnvelope<{ dismissed_count: number }>('POST', '/conversations/unanswered/dismiss', {
        key,
      }),
    onSuccess: ({ message }, key) => {
      queryClient.setQueriesData<InfiniteData<UnansweredQuestions>>(
        { queryKey: conversationKeys.unanswered() },
        (data) => withoutGroup(data, key),
      );
      toast.success(message || staffMessages.questionDismissed);
      return refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 404) void refresh();
    },
    meta: { errorMessage: DISMISS_FAILED },
  });
}
