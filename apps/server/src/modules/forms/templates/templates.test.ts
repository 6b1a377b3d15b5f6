import {
  FORM_CATEGORIES,
  FORM_CATEGORY_ACTION_LABELS,
  FORM_CATEGORY_COLORS,
  formDefinitionListSchema,
  INDUSTRIES,
  snakeKey,
  type FormTemplate,
} from '@concierge/shared';
import { describe, expect, it } from 'vitest';
import {
  FORM_TEMPLATES,
  formTemplateFor,
  formTemplateSummaries,
  industryOrOther,
} from './index.js';

/** SPEC §9's lab forms as the widget showed them before forms were defined per organization. */
const field = (label: string, required = false) => ({ label, required });
const SPEC_LAB_FORMS = {
  Appointments: {
    title: 'Book an Appointment',
    fields: [
      field('Full Name', true),
      field('Email', true),
      field('Phone Number', true),
      field('Preferred Date', true),
      field('Preferred Time'),
      field('Test / Service'),
      field('Message'),
    ],
  },
  'Home Collection': {
    title: 'Book a Home Sample Collection',
    fields: [
      field('Full Name', true),
      field('Email', true),
      field('Phone Number', true),
      field('Address', true),
      field('Preferred Date', true),
      field('Preferred Time'),
      field('Tests Required'),
    ],
  },
  'Complaints/Feedback': {
    title: 'Share Your Feedback',
    fields: [
      field('Full Name', true),
      field('Email', true),
      field('Phone Number'),
      field('Visit Date'),
      field('Message', true),
    ],
  },
  'General Inquiry': {
    title: 'Contact Us',
    fields: [
      field('Full Name', true),
      field('Email', true),
      field('Phone Number'),
      field('Message', true),
    ],
  },
  'Test Report': {
    title: 'Request Your Test Report',
    fields: [
      field('Full Name', true),
      field('Email', true),
      field('Phone Number'),
      field('Report / Sample ID', true),
      field('Test Date'),
    ],
  },
} as const;

describe('industry form templates', () => {
  it('has a template for every onboarding industry, each a valid list of forms', () => {
    expect(Object.keys(FORM_TEMPLATES).sort()).toEqual([...INDUSTRIES].sort());
    for (const industry of INDUSTRIES) {
      const forms = FORM_TEMPLATES[industry];
      const parsed = formDefinitionListSchema.safeParse({ forms });
      expect(parsed.error?.issues ?? [], industry).toEqual([]);
      // Parsing changes nothing: the templates are written as they are stored.
      expect(parsed.data?.forms, industry).toEqual(forms);
      expect(forms.length, industry).toBeGreaterThanOrEqual(3);
    }
  });

  it("gives Healthcare & Diagnostics today's five lab forms, field by field", () => {
    const forms = FORM_TEMPLATES['Healthcare & Diagnostics'];
    expect(forms.map((form) => form.category)).toEqual([...FORM_CATEGORIES]);
    for (const category of FORM_CATEGORIES) {
      const form = forms.find((item) => item.category === category) as FormTemplate;
      const today = SPEC_LAB_FORMS[category];
      expect(form.title).toBe(today.title);
      expect(form.fields.map(({ label, required }) => ({ label, required }))).toEqual(today.fields);
      expect(form.submitButton).toEqual({
        text: FORM_CATEGORY_ACTION_LABELS[category],
        style: 'primary',
      });
      expect(form.actionLabel).toBe(FORM_CATEGORY_ACTION_LABELS[category]);
      expect(form.badgeColor).toBe(FORM_CATEGORY_COLORS[category]);
      // Older submissions' answers carry the widget's keys: the fields keep them.
      expect(form.fields.map((field) => field.key)).toEqual(
        today.fields.map((field) => snakeKey(field.label)),
      );
    }
  });

  it('offers the lab forms by the same bot features as the chat engine', () => {
    const feature = Object.fromEntries(
      FORM_TEMPLATES['Healthcare & Diagnostics'].map((form) => [
        form.category,
        form.offeredBy.feature,
      ]),
    );
    expect(feature).toEqual({
      Appointments: 'appointmentBooking',
      'Home Collection': 'appointmentBooking',
      'Complaints/Feedback': 'ticketCreation',
      'General Inquiry': 'leadCapture',
      'Test Report': undefined,
    });
  });

  it('gives a software company a demo, a support ticket, a complaint and a sales question', () => {
    expect(FORM_TEMPLATES['Software & Technology'].map((form) => form.category)).toEqual([
      'Demo Request',
      'Support Ticket',
      'Complaints/Feedback',
      'Sales Inquiry',
    ]);
  });

  it('gives any other business an inquiry, an appointment or call back, and feedback', () => {
    expect(FORM_TEMPLATES.Other.map((form) => form.key)).toEqual([
      'general_inquiry',
      'appointments',
      'complaints_feedback',
    ]);
  });

  it('hands out copies, so changing one leaves the template as it is', () => {
    const [first] = formTemplateFor('Real Estate');
    const [firstField] = first?.fields ?? [];
    if (firstField) firstField.label = 'Changed';
    expect(FORM_TEMPLATES['Real Estate'][0]?.fields[0]?.label).toBe('Full Name');
  });

  it('names each industry with its forms, and reads an unknown answer as Other', () => {
    expect(formTemplateSummaries()[0]).toEqual({
      industry: 'Healthcare & Diagnostics',
      forms: [...FORM_CATEGORIES],
    });
    expect(industryOrOther('Real Estate')).toBe('Real Estate');
    expect(industryOrOther('Space travel')).toBe('Other');
  });
});
