import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type SubmittedFormsPage } from '@concierge/shared';
import { api } from '@/lib/api-client';
import { formKeys } from './query-keys';

/** SPEC §8: a failed load shows an empty list on one page, total 0, and no message. */
export const EMPTY_FORMS_PAGE: SubmittedFormsPage = {
  forms: [],
  pagination: { total_pages: 1, total_forms: 0 },
};

export async function getSubmittedForms(
  page: number,
  signal?: AbortSignal,
): Promise<SubmittedFormsPage> {
  try {
    return await api.get<SubmittedFormsPage>('/user/get_submitted_forms', {
      signal,
      query: { page, limit: PAGE_SIZE },
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error('Failed to load submitted forms', error);
    return EMPTY_FORMS_PAGE;
  }
}

/** GET /user/get_submitted_forms: one page of forms, newest first. */
export function useSubmittedForms(page: number) {
  return useQuery({
    queryKey: formKeys.list(page),
    queryFn: ({ signal }) => getSubmittedForms(page, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}
