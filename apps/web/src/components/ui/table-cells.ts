/** Cell styles shared by the data tables and their skeleton rows. */
export const headerCell = 'px-4 py-3 text-left text-xs font-semibold text-slate-500';
export const bodyCell = 'px-4 py-3 align-middle text-sm text-slate-700';
