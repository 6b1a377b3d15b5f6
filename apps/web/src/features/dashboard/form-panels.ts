import type { FormCategoryCount } from '@concierge/shared';
import {
  CalendarCheck,
  CircleHelp,
  ClipboardList,
  FileText,
  House,
  MessageSquareWarning,
  type LucideIcon,
} from 'lucide-react';
import type { PanelFigure } from './components/figure-panel';

/**
 * The forms of SPEC's inquiry and feedback categories: they fill the Inquiries and Feedback panel,
 * in this order; every other form of the organization fills User Interactions, in its own order.
 * Their keys stay the same in every industry's template (decision 018).
 */
const INQUIRY_KEYS = ['general_inquiry', 'complaints_feedback'];

/** SPEC §2 words three of the lab's categories differently on the dashboard. */
const DASHBOARD_LABELS = new Map([
  ['Test Report', 'Test Reports'],
  ['General Inquiry', 'General Inquiries'],
  ['Complaints/Feedback', 'Complaints'],
]);

/** The lab's icons for SPEC's categories; any other form gets a generic one. */
const ICONS = new Map<string, LucideIcon>([
  ['appointments', CalendarCheck],
  ['home_collection', House],
  ['test_report', FileText],
  ['general_inquiry', CircleHelp],
  ['complaints_feedback', MessageSquareWarning],
]);

const figureOf = (form: FormCategoryCount): PanelFigure => ({
  label: DASHBOARD_LABELS.get(form.category) ?? form.category,
  value: form.count.toLocaleString('en-US'),
  icon: ICONS.get(form.key) ?? ClipboardList,
});

/** The two panels' form figures (SPEC §2 Dashboard), from the organization's own forms. */
export function formPanels(forms: readonly FormCategoryCount[]): {
  interactions: PanelFigure[];
  inquiries: PanelFigure[];
} {
  const inquiries = INQUIRY_KEYS.flatMap((key) => forms.filter((form) => form.key === key));
  return {
    interactions: forms.filter((form) => !INQUIRY_KEYS.includes(form.key)).map(figureOf),
    inquiries: inquiries.map(figureOf),
  };
}
