import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  knowledgeMessages,
  splitList,
  type AddContentInput,
  type ServerContentItem,
} from '@concierge/shared';
import { toast } from 'sonner';
import { apiEnvelope, toFormData } from '@/lib/api-client';
import { knowledgeKeys } from './query-keys';

/** The multipart fields of POST /content/add (SPEC §7): trimmed, keywords normalised. */
export function addContentFields(input: AddContentInput): Record<string, string> {
  if (input.content_type === 'qa') {
    return {
      content_type: 'qa',
      question: input.question.trim(),
      answer: input.answer.trim(),
      keywords: splitList(input.keywords).join(','),
    };
  }
  return { content_type: 'written', title: input.title.trim(), content: input.content.trim() };
}

export function useAddContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddContentInput) =>
      apiEnvelope<ServerContentItem>('POST', '/content/add', toFormData(addContentFields(input))),
    onSuccess: ({ message }) => {
      toast.success(message || knowledgeMessages.contentAdded);
      return queryClient.invalidateQueries({ queryKey: knowledgeKeys.entries() });
    },
    meta: { errorMessage: knowledgeMessages.createFailed },
  });
}
