import { FormCategoryBadge } from '@/components/form-category-badge';
import { Badge } from '@/components/ui/badge';
import { useFormLook } from '@/lib/form-look';

/**
 * A conversation's intent: a form category (the organization's, or one of SPEC's five from older
 * chats) in its colour; other intents ('question', 'handoff') as a neutral word.
 */
export function IntentBadge({ intent }: { intent: string }) {
  const { badgeColor, definition } = useFormLook().lookOf({ key: intent, category: intent });
  if (badgeColor) {
    return <FormCategoryBadge category={definition?.category ?? intent} color={badgeColor} />;
  }
  const label = intent ? intent.charAt(0).toUpperCase() + intent.slice(1) : 'Unknown';
  return <Badge>{label}</Badge>;
}
