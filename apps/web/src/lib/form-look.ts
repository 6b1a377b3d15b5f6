import {
  FORM_CATEGORIES,
  FORM_CATEGORY_ACTION_LABELS,
  FORM_CATEGORY_COLORS,
  OTHER_ACTION_LABEL,
  type FormCategory,
} from '@concierge/shared/chatbot';
import type { FormBadgeColor, FormDefinition } from '@concierge/shared';
import { findFormDefinition } from '@concierge/shared/form-submission';
import { useFormDefinitions } from './form-definitions';

/** How a screen shows one form category: its badge colour and the staff action button. */
export interface FormLook {
  /** Undefined for a category neither the organization nor SPEC §9 knows: a neutral badge. */
  badgeColor: FormBadgeColor | undefined;
  actionLabel: string;
  /** The organization's form, when it still has one for this category. */
  definition: FormDefinition | undefined;
}

/** A submission (its form_key and category), a conversation intent, or a counted category. */
export interface FormTarget {
  key?: string | null;
  category: string;
}

const specCategories: readonly string[] = FORM_CATEGORIES;
const isSpecCategory = (category: string): category is FormCategory =>
  specCategories.includes(category);

/**
 * The organization's own form decides (issue 22); a category it does not have keeps SPEC §9's
 * colour and action label when it is one of SPEC's five, else a neutral badge and 'Take Action'.
 */
export function formLook(definitions: readonly FormDefinition[], target: FormTarget): FormLook {
  const definition = findFormDefinition(definitions, target);
  if (definition) {
    return { badgeColor: definition.badgeColor, actionLabel: definition.actionLabel, definition };
  }
  const { category } = target;
  return isSpecCategory(category)
    ? {
        badgeColor: FORM_CATEGORY_COLORS[category],
        actionLabel: FORM_CATEGORY_ACTION_LABELS[category],
        definition: undefined,
      }
    : { badgeColor: undefined, actionLabel: OTHER_ACTION_LABEL, definition: undefined };
}

const NO_DEFINITIONS: readonly FormDefinition[] = [];

/**
 * The organization's forms and the lookup every staff screen uses. Until they load (or if they
 * fail), SPEC §9's looks stand in.
 */
export function useFormLook() {
  const { data } = useFormDefinitions();
  const definitions = data ?? NO_DEFINITIONS;
  return {
    definitions,
    lookOf: (target: FormTarget) => formLook(definitions, target),
  };
}
