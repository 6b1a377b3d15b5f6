import { FORM_CATEGORY_COLORS, type FormBadgeColor, type FormCategory } from '@concierge/shared';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const colorClasses: Record<FormBadgeColor, string> = {
  blue: 'bg-blue-100 text-blue-800',
  green: 'bg-green-100 text-green-800',
  red: 'bg-red-100 text-red-800',
  purple: 'bg-purple-100 text-purple-800',
  yellow: 'bg-yellow-100 text-yellow-800',
  orange: 'bg-orange-100 text-orange-800',
  teal: 'bg-teal-100 text-teal-800',
  pink: 'bg-pink-100 text-pink-800',
  gray: 'bg-gray-200 text-gray-800',
};

function specColor(category: string): FormBadgeColor | undefined {
  return Object.hasOwn(FORM_CATEGORY_COLORS, category)
    ? FORM_CATEGORY_COLORS[category as FormCategory]
    : undefined;
}

interface FormCategoryBadgeProps {
  category: string;
  /** The organization's colour for the form (issue 22); without it, SPEC §9's, else neutral. */
  color?: FormBadgeColor;
  className?: string;
}

/** A form category in its badge colour; a category no one gave a colour stays neutral. */
export function FormCategoryBadge({ category, color, className }: FormCategoryBadgeProps) {
  const badgeColor = color ?? specColor(category);
  return (
    <Badge
      className={cn(badgeColor && colorClasses[badgeColor], className)}
      data-color={badgeColor ?? 'neutral'}
    >
      {category || 'Unknown'}
    </Badge>
  );
}
