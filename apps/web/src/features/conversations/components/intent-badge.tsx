import { FORM_CATEGORIES } from '@concierge/shared';
import { FormCategoryBadge } from '@/components/form-category-badge';
import { Badge } from '@/components/ui/badge';

const formCategories: readonly string[] = FORM_CATEGORIES;

/** A form category in its colour; other intents ('question', 'handoff') as a neutral word. */
export function IntentBadge({ intent }: { intent: string }) {
  if (formCategories.includes(intent)) return <FormCategoryBadge category={intent} />;
  const label = intent ? intent.charAt(0).toUpperCase() + intent.slice(1) : 'Unknown';
  return <Badge>{label}</Badge>;
}
