import type { SubmissionAnswer } from '@concierge/shared';
import { fieldValue } from '../form-data-text';

/** SPEC §2 'Submitted Data': every answer of the form, labelled as people read it. */
export function SubmittedDataList({ answers }: { answers: SubmissionAnswer[] }) {
  if (answers.length === 0) {
    return <p className="text-sm text-slate-500">No data was submitted.</p>;
  }
  return (
    <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200">
      {answers.map(({ key, label, value }) => (
        <div key={key} className="px-4 py-3">
          <dt className="text-xs font-medium text-slate-500">{label}</dt>
          <dd className="mt-1 text-sm break-words text-slate-900">
            {typeof value === 'object' && value !== null ? (
              <pre className="overflow-x-auto rounded-md bg-slate-50 p-2 font-mono text-xs whitespace-pre-wrap">
                {fieldValue(value)}
              </pre>
            ) : (
              <span className="whitespace-pre-wrap">{fieldValue(value)}</span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
