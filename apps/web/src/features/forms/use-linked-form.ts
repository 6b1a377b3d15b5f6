import type { SubmittedForm } from '@concierge/shared';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useSubmittedForm } from './api/get-submitted-form';

/** The address names the open form as /submitted-forms?form=ID, so a link can open it. */
export const LINKED_FORM_PARAM = 'form';

/**
 * The form named in the address: taken from the page in view when it is there (`pageForms` is
 * undefined until that page has loaded), otherwise fetched from the server by its id. `onLinked`
 * runs once each time the address names another form; an unknown id (the query has toasted the
 * server's 'Form not found') leaves the address.
 */
export function useLinkedForm(
  pageForms: SubmittedForm[] | undefined,
  onLinked: (form: SubmittedForm) => void,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const id = searchParams.get(LINKED_FORM_PARAM);
  const onPage = id === null ? undefined : pageForms?.find((form) => form.id === id);
  const fetched = useSubmittedForm(id !== null && pageForms !== undefined && !onPage ? id : null);
  const form = onPage ?? fetched.data ?? null;

  const link = useCallback(
    (formId: string | null) =>
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          if (formId === null) next.delete(LINKED_FORM_PARAM);
          else next.set(LINKED_FORM_PARAM, formId);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  // The router applies address changes in a transition, after the drawer has closed: remembering
  // the id already opened keeps a closing drawer from opening again meanwhile.
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!form) {
      opened.current = null;
      return;
    }
    if (opened.current === form.id) return;
    opened.current = form.id;
    onLinked(form);
  }, [form, onLinked]);

  const failed = fetched.isError;
  useEffect(() => {
    if (failed) link(null);
  }, [failed, link]);

  return { link };
}
