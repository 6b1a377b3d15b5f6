/** Cell styles shared by the data tables and their skeleton rows. */
export const headerCell = 'px-4 py-3 text-left text-xs font-semibold text-slate-500';
export const bodyCell = 'px-4 py-3 align-middle text-sm text-slate-700';
/** A row's title that opens its details: looks like a link, is a button. */
export const rowTitleButton =
  'cursor-pointer text-left font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none';
