import { toFormConfig, type FormDefinitionList, type OpeningHours } from '@concierge/shared';
import { useEffect } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { toFormTemplates, type FormsDraft } from './form-draft';
import type { PreviewForm } from './preview-form';

interface FormPreviewSyncProps {
  control: Control<FormsDraft, unknown, FormDefinitionList>;
  index: number;
  openingHours: OpeningHours | null;
  onPreview: (preview: PreviewForm | null) => void;
}

/**
 * Hands the form being edited to the live preview as the widget would draw it, on every edit;
 * nothing once the tab is gone. A component of its own so that watching every input re-renders
 * this alone, not the editor.
 */
export function FormPreviewSync({ control, index, openingHours, onPreview }: FormPreviewSyncProps) {
  const forms = useWatch({ control, name: 'forms' });
  const form = toFormTemplates({ forms })[index];
  // Compared as text: the watched values are new objects on every edit.
  const serialized = form
    ? JSON.stringify({ category: form.category, formConfig: toFormConfig(form, openingHours) })
    : 'null';
  useEffect(() => onPreview(JSON.parse(serialized) as PreviewForm | null), [serialized, onPreview]);
  useEffect(() => () => onPreview(null), [onPreview]);
  return null;
}
