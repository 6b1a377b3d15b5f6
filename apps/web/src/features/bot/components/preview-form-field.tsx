import type { FormFieldConfig } from '@concierge/shared';
import { CalendarDays } from 'lucide-react';

/** How many time slots the preview shows before it says how many more there are. */
const SHOWN_SLOTS = 6;

const boxClass = 'mt-0.5 rounded border border-slate-200 bg-white px-2 py-1 text-slate-400';

function RequiredMark({ required }: { required: boolean }) {
  if (!required) return null;
  return (
    <span className="text-red-600" aria-label="required">
      {' '}
      *
    </span>
  );
}

/** The control a field shows, drawn (not usable) the way the widget draws its type. */
function FieldControl({ field }: { field: FormFieldConfig }) {
  switch (field.type) {
    case 'select':
      return (
        <ul aria-label={`${field.label} options`} className="mt-0.5 flex flex-wrap gap-1">
          {(field.options ?? []).map((option, index) => (
            <li
              key={`${index}-${option}`}
              className="rounded-full border border-slate-300 bg-white px-2 py-0.5"
            >
              {option}
            </li>
          ))}
        </ul>
      );
    case 'time_slot': {
      const slots = field.slots ?? [];
      const more = slots.length - SHOWN_SLOTS;
      return (
        <ul aria-label={`${field.label} times`} className="mt-0.5 flex flex-wrap gap-1">
          {slots.slice(0, SHOWN_SLOTS).map((slot) => (
            <li key={slot} className="rounded border border-slate-300 bg-white px-1.5 py-0.5">
              {slot}
            </li>
          ))}
          {more > 0 && <li className="px-1 py-0.5 text-slate-500">+{more} more</li>}
        </ul>
      );
    }
    case 'date':
      return (
        <p className={`${boxClass} flex items-center justify-between`}>
          {field.placeholder || 'Choose a date'}
          <CalendarDays className="size-3.5" aria-hidden />
        </p>
      );
    case 'long_text':
      return <p className={`${boxClass} h-10`}>{field.placeholder}</p>;
    default:
      return <p className={`${boxClass} min-h-6`}>{field.placeholder}</p>;
  }
}

/** One field of a form offer in the preview: its label (starred when required) and its control. */
export function PreviewFormField({ field }: { field: FormFieldConfig }) {
  if (field.type === 'checkbox' || field.type === 'consent') {
    return (
      <li className="flex items-start gap-1.5 text-xs text-slate-600">
        <span
          aria-hidden
          className="mt-0.5 inline-block size-3 shrink-0 rounded-sm border border-slate-400 bg-white"
        />
        <span>
          {field.label}
          <RequiredMark required={field.required} />
        </span>
      </li>
    );
  }
  return (
    <li className="text-xs text-slate-600">
      {field.label}
      <RequiredMark required={field.required} />
      <FieldControl field={field} />
    </li>
  );
}
