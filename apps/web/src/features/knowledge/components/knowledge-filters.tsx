import { KNOWLEDGE_STATUSES } from '@concierge/shared';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import {
  SOURCE_FILTERS,
  sourceLabels,
  statusLabels,
  type SourceFilter,
  type StatusFilter,
} from './labels';

interface KnowledgeFiltersProps {
  search: string;
  onSearchChange: (value: string) => void;
  source: SourceFilter;
  onSourceChange: (value: SourceFilter) => void;
  status: StatusFilter;
  onStatusChange: (value: StatusFilter) => void;
}

export function KnowledgeFilters(props: KnowledgeFiltersProps) {
  const id = useId();
  return (
    <div role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="relative flex-1">
        <Label htmlFor={`${id}-search`} className="sr-only">
          Search knowledge base
        </Label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <Input
          id={`${id}-search`}
          type="search"
          placeholder="Search titles and content…"
          className="pl-9"
          value={props.search}
          onChange={(event) => props.onSearchChange(event.target.value)}
        />
      </div>
      <div className="sm:w-44">
        <Label htmlFor={`${id}-source`}>Source</Label>
        <Select
          id={`${id}-source`}
          value={props.source}
          onChange={(event) => props.onSourceChange(event.target.value as SourceFilter)}
        >
          {SOURCE_FILTERS.map((value) => (
            <option key={value} value={value}>
              {value === 'all' ? 'All sources' : sourceLabels[value]}
            </option>
          ))}
        </Select>
      </div>
      <div className="sm:w-44">
        <Label htmlFor={`${id}-status`}>Status</Label>
        <Select
          id={`${id}-status`}
          value={props.status}
          onChange={(event) => props.onStatusChange(event.target.value as StatusFilter)}
        >
          <option value="all">All statuses</option>
          {KNOWLEDGE_STATUSES.map((value) => (
            <option key={value} value={value}>
              {statusLabels[value]}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
