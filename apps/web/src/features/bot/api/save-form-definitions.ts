import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  formDefinitionMessages,
  type FormDefinition,
  type FormDefinitionList,
} from '@concierge/shared';
import { toast } from 'sonner';
import { apiEnvelope } from '@/lib/api-client';
import { formDefinitionsQueryKey } from '@/lib/form-definitions';

export const SAVE_FORMS_FAILED = 'Failed to save the forms';

/**
 * PUT /auth/form-definitions: the whole ordered list (a form's place is its position). The tab
 * shows a refusal beside its Save button; success toasts the server's message.
 */
export function useSaveFormDefinitions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (list: FormDefinitionList) =>
      apiEnvelope<FormDefinition[]>('PUT', '/auth/form-definitions', list),
    onSuccess: ({ data, message }) => {
      if (data) queryClient.setQueryData(formDefinitionsQueryKey, data);
      void queryClient.invalidateQueries({ queryKey: formDefinitionsQueryKey });
      toast.success(message || formDefinitionMessages.saved);
    },
    meta: { silent: true },
  });
}
