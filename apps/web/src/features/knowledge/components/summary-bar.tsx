import type { KnowledgeSummary } from '@concierge/shared';

/** The bottom figures of the whole knowledge base (not only the current page). */
export function SummaryBar({ summary }: { summary: KnowledgeSummary }) {
  const items = [
    { label: 'Published', value: summary.published },
    { label: 'Total Words', value: summary.totalWords },
    { label: 'Auto-Updated', value: summary.autoUpdated },
    { label: 'Total Versions', value: summary.totalVersions },
  ];
  return (
    <dl
      aria-label="Knowledge base summary"
      className="grid grid-cols-2 gap-4 rounded-xl border border-slate-200 bg-white px-6 py-4 shadow-sm sm:grid-cols-4"
    >
      {items.map(({ label, value }) => (
        <div key={label}>
          <dt className="text-xs font-medium text-slate-500">{label}</dt>
          <dd className="text-xl font-semibold text-slate-900">{value.toLocaleString('en-US')}</dd>
        </div>
      ))}
    </dl>
  );
}
