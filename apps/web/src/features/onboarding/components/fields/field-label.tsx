/**
 * SPEC's '*' on a required field. It sits outside the <label>, so the field's name stays its
 * label; screen readers learn "required" from aria-required (or the legend) instead.
 */
export function RequiredMark({ required }: { required: boolean }) {
  if (!required) return null;
  return (
    <span className="ml-0.5 text-sm font-medium text-red-600" aria-hidden>
      *
    </span>
  );
}

/** The `help` line under a label. */
export function FieldHelp({ id, help }: { id: string; help?: string }) {
  if (!help) return null;
  return (
    <p id={id} className="-mt-0.5 mb-2 text-sm text-slate-500">
      {help}
    </p>
  );
}
