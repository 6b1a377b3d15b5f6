import { cn } from '@/lib/cn';

/** Up to two capitals from the words of a name: 'Jane Doe' → 'JD', 'jane' → 'J'. */
function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '')
    .trim()
    .split(/[\s._@-]+/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words.at(-1)?.charAt(0) ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

interface UserInitialsProps {
  name: string | null | undefined;
  className?: string;
}

/** A round avatar with a person's initials; decorative, since the name is shown beside it. */
export function UserInitials({ name, className }: UserInitialsProps) {
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
