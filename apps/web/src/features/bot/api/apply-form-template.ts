import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formDefinitionMessages, type FormDefinition, type Industry } from '@concierge/shared';
import { toast } from 'sonner';
import { apiEnvelope } from '@/lib/api-client';
import { formDefinitionsQueryKey } from '@/lib/form-definitions';

/** POST /auth/form-definitions/apply-template: replaces the organization's forms with one industry's. */
export function useApplyFormTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (industry: Industry) =>
      apiEnvelope<FormDefinition[]>('POST', '/auth/form-definitions/apply-template', { industry }),
    onSuccess: ({ data, message }, industry) => {
      if (data) queryClient.setQueryData(formDefinitionsQueryKey, data);
      void queryClient.invalidateQueries({ queryKey: formDefinitionsQueryKey });
      toast.success(message || formDefinitionMessages.templateApplied(industry));
    },
    meta: { errorMessage: 'Failed to use the template' },
  });
}
