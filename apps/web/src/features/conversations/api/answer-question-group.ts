import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  knowledgeMessages,
  staffMessages,
  type AnswerQuestionGroup,
  type KnowledgeEntry,
} from '@concierge/shared';
import { toast } from 'sonner';
import { apiEnvelope } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { conversationKeys } from './query-keys';

/** The knowledge base's query root: its lists must show the new Q&A entry. */
const KNOWLEDGE_QUERY_ROOT = ['knowledge'] as const;

interface AnswerResult {
  entry: KnowledgeEntry;
  answered_count: number;
}

/**
 * POST /conversations/unanswered/answer: the group becomes a Q&A entry and leaves the list. A 404
 * means the group is already gone, so the list is refreshed then too.
 */
export function useAnswerQuestionGroup() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: conversationKeys.unanswered() }),
      queryClient.invalidateQueries({ queryKey: KNOWLEDGE_QUERY_ROOT }),
    ]);
  return useMutation({
    mutationFn: (input: AnswerQuestionGroup) =>
      apiEnvelope<AnswerResult>('POST', '/conversations/unanswered/answer', input),
    onSuccess: ({ message }) => {
      toast.success(message || staffMessages.answerAdded);
      return refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 404) void refresh();
    },
    meta: { errorMessage: knowledgeMessages.createFailed },
  });
}
