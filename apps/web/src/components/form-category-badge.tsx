import { FORM_CATEGORY_COLORS, type FormCategory } from '@concierge/shared';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const colorClasses = {
  blue: 'bg-blue-100 text-blue-800',
  green: 'bg-green-100 text-green-800',
  red: 'bg-red-100 text-red-800',
  purple: 'bg-purple-100 text-purple-800',
  yellow: 'bg-yellow-100 text-yellow-800',
} as const;

function isFormCategory(category: string): category is FormCategory {
  return Object.hasOwn(FORM_CATEGORY_COLORS, category);
}

/** A form category in its SPEC §9 colour; a category outside the list stays neutral. */
export function FormCategoryBadge({
  category,
  className,
}: {
  category: string;
  className?: string;
}) {
  const color = isFormCategory(category) ? colorClasses[FORM_CATEGORY_COLORS[category]] : undefined;
  return (
    <Badge
      className={cn(color, className)}
      data-color={isFormCategory(category) ? FORM_CATEGORY_COLORS[category] : 'neutral'}
    >
      {category || 'Unknown'}
    </Badge>
  );
}
