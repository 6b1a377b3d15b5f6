import path from 'node:path';
import {
  onboardingMessages as messages,
  type OnboardingField,
  type OnboardingValue,
} from '@concierge/shared';
import type { UploadedFile } from '../knowledge/uploads.js';

/** A field's raw input read as its type: the value (absent when not sent), or why it cannot be. */
export type NormalizedField =
  { value: OnboardingValue | undefined; files?: UploadedFile[] } | { error: string };

/**
 * Multipart flattens everything to text: a multiselect arrives as repeated fields (a string for one
 * choice, an array for several) or as a JSON list, a yes/no as 'true'/'false', files as
 * `{filename, data}` (app.ts `onFile`). JSON callers send the natural types. Both read the same.
 */
export function normalizeField(field: OnboardingField, raw: unknown): NormalizedField {
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'select':
      return readText(field, raw);
    case 'multiselect':
      return readChoices(field, raw);
    case 'boolean':
      return readFlag(field, raw);
    case 'file':
      return readFiles(field, raw);
  }
}

function readText(field: OnboardingField, raw: unknown): NormalizedField {
  const single = Array.isArray(raw) && raw.length === 1 ? raw[0] : raw;
  if (single === undefined || single === null) return { value: undefined };
  if (typeof single === 'string') return { value: single.trim() };
  if (typeof single === 'number' && Number.isFinite(single)) return { value: String(single) };
  return { error: messages.badValue(field.label) };
}

function readChoices(field: OnboardingField, raw: unknown): NormalizedField {
  if (raw === undefined || raw === null) return { value: undefined };
  let items: unknown[];
  if (Array.isArray(raw)) items = raw;
  else if (typeof raw !== 'string') return { error: messages.badValue(field.label) };
  else if (raw.trim().startsWith('[')) {
    const parsed = parseJson(raw);
    if (!Array.isArray(parsed)) return { error: messages.badValue(field.label) };
    items = parsed;
  } else items = [raw];
  if (!items.every((item) => typeof item === 'string')) {
    return { error: messages.badValue(field.label) };
  }
  const choices = items.map((item) => item.trim()).filter((item) => item !== '');
  return { value: [...new Set(choices)] };
}

function readFlag(field: OnboardingField, raw: unknown): NormalizedField {
  const single = Array.isArray(raw) && raw.length === 1 ? raw[0] : raw;
  if (single === undefined || single === null || single === '') {
    return { value: field.value === true };
  }
  if (typeof single === 'boolean') return { value: single };
  const text = typeof single === 'string' ? single.trim().toLowerCase() : null;
  if (text === 'true' || text === 'false') return { value: text === 'true' };
  return { error: messages.badOption(field.label, describe(single)) };
}

/** Files by their names; text under the file field (a JSON caller's names, a blank) is ignored. */
function readFiles(field: OnboardingField, raw: unknown): NormalizedField {
  const items = raw === undefined || raw === null ? [] : Array.isArray(raw) ? raw : [raw];
  const files: UploadedFile[] = [];
  for (const item of items) {
    if (typeof item === 'string') continue;
    if (!isUploadedFile(item)) return { error: messages.badValue(field.label) };
    // A browser sends an empty part for a file input left empty.
    if (item.filename === '' && item.data.length === 0) continue;
    files.push({ filename: item.filename, data: item.data });
  }
  return { value: files.map((file) => path.basename(file.filename)), files };
}

function isUploadedFile(value: unknown): value is UploadedFile {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Partial<UploadedFile>;
  return typeof file.filename === 'string' && Buffer.isBuffer(file.data);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function describe(value: unknown): string {
  return (typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))).slice(
    0,
    100,
  );
}
