/** 'full_name' → 'Full Name': a form_data key as people read it. */
export function fieldLabel(key: string): string {
  return key
    .replace(/_/g, ' ')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\b\w/g, (letter) => letter.toUpperCase());
}

/** A form_data value as text: objects as indented JSON, missing values as 'N/A'. */
export function fieldValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  if (typeof value === 'object') return JSON.stringify(value, null, 2);
  return String(value);
}

/** A text field of form_data (full_name, email), or 'N/A'. */
export function textField(formData: Record<string, unknown>, key: string): string {
  const value = formData[key];
  return typeof value === 'string' && value.trim() ? value : 'N/A';
}
