import type { ChatbotFeatures, FormDefinition, FormTemplate } from '@concierge/shared';
import { describe, expect, it } from 'vitest';
import { HEALTHCARE_FORMS } from '../forms/templates/healthcare.js';
import { SOFTWARE_FORMS } from '../forms/templates/software.js';
import { contactForm, formForRequest, showForm } from './forms.js';
import { detectRequest } from './intents.js';

const placed = (forms: readonly FormTemplate[]): FormDefinition[] =>
  forms.map((form, position) => ({ ...form, position }));
const allOn: ChatbotFeatures = {
  leadCapture: true,
  appointmentBooking: true,
  ticketCreation: true,
  humanHandoff: true,
};
const software = placed(SOFTWARE_FORMS);
const [demoRequest, supportTicket] = SOFTWARE_FORMS as [FormTemplate, FormTemplate];
const lab = placed(HEALTHCARE_FORMS);

/** The category of the form the engine offers for a message, or null. */
const offered = (text: string, forms: FormDefinition[], features = allOn) =>
  formForRequest(text, detectRequest(text), forms, features)?.category ?? null;

describe("the organization's forms offered for a request", () => {
  it.each([
    ['Can I book a demo for Thursday?', 'Demo Request'],
    ['I want to report a bug', 'Support Ticket'],
    ['I would like to talk to sales', 'Sales Inquiry'],
    ['I want to make a complaint', 'Complaints/Feedback'],
    ['please call me back', 'Sales Inquiry'],
  ])('a software company: "%s" → %s', (text, category) => {
    expect(offered(text, software)).toBe(category);
  });

  it.each([
    ['I want to book an appointment', 'Appointments'],
    ['Can someone collect my blood sample at home?', 'Home Collection'],
    ['send me my test report', 'Test Report'],
    ['I want to file a complaint', 'Complaints/Feedback'],
  ])('the lab keeps SPEC’s five: "%s" → %s', (text, category) => {
    expect(offered(text, lab)).toBe(category);
  });

  it('leaves a question about the same subject to the knowledge base', () => {
    expect(offered('What does a demo show?', software)).toBeNull();
    expect(offered('How long does a product tour take?', software)).toBeNull();
  });

  it('never offers the lab’s own forms to an organization without them', () => {
    expect(offered('send me my test report', software)).toBeNull();
  });

  it('offers no form that is switched off, or whose bot feature is off', () => {
    const demoOff = software.map((form) =>
      form.key === 'demo_request' ? { ...form, enabled: false } : form,
    );
    expect(offered('Can I book a demo for Thursday?', demoOff)).toBeNull();
    expect(
      offered('Can I book a demo for Thursday?', software, { ...allOn, appointmentBooking: false }),
    ).toBeNull();
  });

  it('prefers the longest phrase the visitor used', () => {
    const forms = placed([
      { ...demoRequest, offeredBy: { phrases: ['demo'] } },
      { ...supportTicket, offeredBy: { phrases: ['demo environment broken'] } },
    ]);
    expect(offered('please help, our demo environment broken again', forms)).toBe('Support Ticket');
  });
});

describe('the contact form', () => {
  it('is General Inquiry, else the first lead form, else the first form switched on', () => {
    expect(contactForm(lab)?.key).toBe('general_inquiry');
    expect(contactForm(software)?.key).toBe('sales_inquiry');
    const noLeads = software.map((form) => ({ ...form, offeredBy: { phrases: [] } }));
    expect(contactForm(noLeads)?.key).toBe('demo_request');
    expect(contactForm(software.map((form) => ({ ...form, enabled: false })))).toBeNull();
  });
});

describe('showForm', () => {
  it("draws the form with the organization's slots and open days", () => {
    const reply = showForm(software[0] as FormDefinition, {
      openingHours: { days: [1, 2], open: '09:00', close: '10:30' },
    });
    expect(reply).toMatchObject({ action: 'show_form', category: 'Demo Request' });
    const config = typeof reply === 'object' ? reply.formConfig : undefined;
    expect(config?.key).toBe('demo_request');
    expect(config?.openDays).toEqual([1, 2]);
    expect(config?.fields.find((field) => field.type === 'time_slot')?.slots).toEqual([
      '09:00',
      '09:30',
      '10:00',
    ]);
  });
});
