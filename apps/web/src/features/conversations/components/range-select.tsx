import { ANALYTICS_RANGES, type AnalyticsRange } from '@concierge/shared';
import { cn } from '@/lib/cn';

interface RangeSelectProps {
  value: AnalyticsRange;
  onChange: (value: AnalyticsRange) => void;
}

/** Last 7 days / Last 30 days as a segmented radio group (arrow keys move between them). */
export function RangeSelect({ value, onChange }: RangeSelectProps) {
  return (
    <fieldset>
      <legend className="sr-only">Date range</legend>
      <div className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5 shadow-sm">
        {ANALYTICS_RANGES.map((days) => (
          <label
            key={days}
            className={cn(
              'cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
              value === days ? 'bg-brand-600 text-white' : 'text-slate-600 hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              name="analytics-range"
              value={days}
              checked={value === days}
              onChange={() => onChange(days)}
              className="sr-only"
            />
            Last {days} days
          </label>
        ))}
      </div>
    </fieldset>
  );
}
