import {
  createPlanSchema,
  PLAN_LIMIT_KEYS,
  planFieldsSchema,
  type OperatorPlan,
  type PlanFieldsInput,
  type PlanLimitKey,
} from '@concierge/shared';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';

/** What the package form holds: text as typed, turned into the schema's shape on submit. */
export interface PlanFormValues {
  id: string;
  name: string;
  description: string;
  price: string;
  /** One feature per line. */
  features: string;
  limits: Record<PlanLimitKey, string>;
  popular: boolean;
}

/** The checked body: PUT's fields, plus the id when creating. */
export type PlanFormOutput = PlanFieldsInput & { id?: string };

export function toPlanFormValues(plan: OperatorPlan | null): PlanFormValues {
  const limit = (key: PlanLimitKey) => (plan ? String(plan.limits[key]) : '');
  return {
    id: plan?.id ?? '',
    name: plan?.name ?? '',
    description: plan?.description ?? '',
    price: plan ? String(plan.price) : '',
    features: plan?.features.join('\n') ?? '',
    limits: Object.fromEntries(PLAN_LIMIT_KEYS.map((key) => [key, limit(key)])) as Record<
      PlanLimitKey,
      string
    >,
    popular: plan?.popular ?? false,
  };
}

// Blank stays undefined so the schema says the field's own message rather than "0 is fine".
const toNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

function toPayload(values: PlanFormValues, creating: boolean) {
  return {
    ...(creating ? { id: values.id } : {}),
    name: values.name,
    description: values.description,
    price: toNumber(values.price),
    features: values.features
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
    limits: Object.fromEntries(PLAN_LIMIT_KEYS.map((key) => [key, toNumber(values.limits[key])])),
    popular: values.popular,
  };
}

/**
 * Checks the form with the server's own schema (createPlanSchema or planFieldsSchema) and puts
 * each message under its field; a message about one feature line goes under the textarea.
 */
export function planFormResolver(
  creating: boolean,
): Resolver<PlanFormValues, unknown, PlanFormOutput> {
  const schema = creating ? createPlanSchema : planFieldsSchema;
  return (values) => {
    const parsed = schema.safeParse(toPayload(values, creating));
    if (parsed.success) return { values: parsed.data, errors: {} };

    const errors: FieldErrors<PlanFormValues> = {};
    const limitErrors: Partial<Record<PlanLimitKey, FieldError>> = {};
    for (const issue of parsed.error.issues) {
      const [field, key] = issue.path;
      const error: FieldError = { type: issue.code, message: issue.message };
      if (field === 'limits' && typeof key === 'string' && key in values.limits) {
        limitErrors[key as PlanLimitKey] ??= error;
      } else if (field === 'limits') {
        for (const limitKey of PLAN_LIMIT_KEYS) limitErrors[limitKey] ??= error;
      } else if (typeof field === 'string' && field in values && field !== 'limits') {
        const name = field as Exclude<keyof PlanFormValues, 'limits'>;
        errors[name] ??= error;
      }
    }
    if (Object.keys(limitErrors).length > 0) errors.limits = limitErrors;
    return { values: {}, errors };
  };
}
