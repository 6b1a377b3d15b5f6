import {
  chatbotSettingsUpdateSchema,
  crossFieldProblem,
  hasAnswer,
  isFieldVisible,
  ONBOARDING_FILE_EXTENSIONS,
  ONBOARDING_MAX_FILES,
  ONBOARDING_STEPS,
  ONBOARDING_TEXT_MAX,
  ONBOARDING_TEXTAREA_MAX,
  onboardingMessages as messages,
  organizationInfoUpdateSchema,
  type OnboardingAnswers,
  type OnboardingField,
  type OnboardingFieldId,
  type OnboardingValue,
} from '@concierge/shared';
import { safeParse, type $ZodType } from 'zod/v4/core';
import { AppError, badRequest } from '../../platform/errors.js';
import { detectDocumentKind } from '../knowledge/extraction/index.js';
import type { UploadedFile } from '../knowledge/uploads.js';
import { normalizeField, type NormalizedField } from './normalize-field.js';

export interface OnboardingSubmission {
  /** The visible fields' answers; files by name. */
  answers: OnboardingAnswers;
  files: UploadedFile[];
}

const FIELDS = ONBOARDING_STEPS.flatMap((step) => step.fields);

/**
 * Reads and checks a whole submission before anything is changed, field by field in the wizard's
 * order, so the first problem a person would meet is the one reported (400, 415 for a file).
 * Unknown keys are ignored; fields hidden by `dependsOn` are neither checked nor kept.
 */
export function readSubmission(body: unknown): OnboardingSubmission {
  const raw = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const normalized = new Map<OnboardingFieldId, NormalizedField>();
  const all: OnboardingAnswers = {};
  for (const field of FIELDS) {
    const result = normalizeField(field, raw[field.id]);
    normalized.set(field.id, result);
    if ('value' in result && result.value !== undefined) all[field.id] = result.value;
  }

  const answers: OnboardingAnswers = {};
  let files: UploadedFile[] = [];
  for (const field of FIELDS) {
    if (!isFieldVisible(field, all)) continue;
    const result = normalized.get(field.id);
    if (!result) continue;
    if ('error' in result) throw badRequest(result.error);
    const { value } = result;
    if (field.required && !hasAnswer(value)) throw badRequest(messages.required(field.label));
    if (value === undefined || value === '') continue;
    checkValue(field, value, all);
    if (result.files) {
      checkFiles(result.files);
      files = result.files;
    }
    answers[field.id] = value;
  }
  return { answers, files };
}

function checkValue(field: OnboardingField, value: OnboardingValue, all: OnboardingAnswers) {
  if (typeof value === 'string') {
    const max = field.type === 'text' ? ONBOARDING_TEXT_MAX : ONBOARDING_TEXTAREA_MAX;
    if (field.options && !field.options.includes(value)) {
      throw badRequest(messages.badOption(field.label, value.slice(0, 100)));
    }
    if (value.length > max) throw badRequest(messages.tooLong(field.label, max));
    const rule = SHARED_RULES[field.id];
    if (rule) checkRule(field, value, rule);
  }
  if (Array.isArray(value) && field.options) {
    const bad = value.find((choice) => !field.options?.includes(choice));
    if (bad !== undefined) throw badRequest(messages.badOption(field.label, bad.slice(0, 100)));
  }
  const problem = crossFieldProblem(field, all);
  if (problem) throw badRequest(problem);
}

/** Answers that become another record's fields follow that record's rules (classic or mini zod). */
const SHARED_RULES: Partial<Record<OnboardingFieldId, $ZodType>> = {
  business_name: organizationInfoUpdateSchema.shape.organization_name,
  website: organizationInfoUpdateSchema.shape.website,
  greeting_message: chatbotSettingsUpdateSchema.shape.greeting,
};

function checkRule(field: OnboardingField, value: string, rule: $ZodType) {
  const result = safeParse(rule, value);
  if (result.success) return;
  const [issue] = result.error.issues;
  if (issue?.code === 'too_big') {
    throw badRequest(messages.tooLong(field.label, Number(issue.maximum)));
  }
  throw badRequest(issue?.message ?? messages.badValue(field.label));
}

function checkFiles(files: UploadedFile[]) {
  if (files.length > ONBOARDING_MAX_FILES) throw badRequest(messages.tooManyFiles);
  const accepted: readonly string[] = ONBOARDING_FILE_EXTENSIONS;
  for (const file of files) {
    const kind = detectDocumentKind(file.filename, file.data);
    if (!kind || !accepted.includes(`.${kind}`)) {
      throw new AppError(415, messages.badFileType(file.filename));
    }
  }
}
