import { cn } from '@/lib/cn';

interface TagListProps {
  tags: string[];
  label?: string;
  className?: string;
}

/** Tags (or keywords) as chips. */
export function TagList({ tags, label = 'Entry tags', className }: TagListProps) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-1.5', className)}>
      {tags.map((tag) => (
        <li key={tag} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
          {tag}
        </li>
      ))}
    </ul>
  );
}
