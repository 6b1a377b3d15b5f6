import { CONVERSATION_OUTCOMES } from '@concierge/shared';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import type { OutcomeFilter } from '../api/get-conversations';
import { outcomeLabels } from './outcome-labels';

interface ConversationFiltersProps {
  outcome: OutcomeFilter;
  onOutcomeChange: (outcome: OutcomeFilter) => void;
  search: string;
  onSearchChange: (search: string) => void;
}

const outcomeOptions: { value: OutcomeFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  ...CONVERSATION_OUTCOMES.map((outcome) => ({ value: outcome, label: outcomeLabels[outcome] })),
];

export function ConversationFilters({
  outcome,
  onOutcomeChange,
  search,
  onSearchChange,
}: ConversationFiltersProps) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="relative min-w-56 flex-1">
        <Label htmlFor={`${id}-search`} className="sr-only">
          Search conversations
        </Label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <Input
          id={`${id}-search`}
          type="search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder="Search messages, names or e-mails..."
          className="pl-9"
        />
      </div>
      <div className="w-44">
        <Label htmlFor={`${id}-outcome`}>Outcome</Label>
        <Select
          id={`${id}-outcome`}
          value={outcome}
          onChange={(event) => onOutcomeChange(event.target.value as OutcomeFilter)}
        >
          {outcomeOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
