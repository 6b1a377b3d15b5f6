import {
  FORM_CATEGORY_ACTION_LABELS,
  type ChatbotFeatures,
  type FormCategory,
  type FormConfig,
} from '@concierge/shared';

const field = (label: string, required = false) => ({ label, required });

const TITLES: Record<FormCategory, string> = {
  Appointments: 'Book an Appointment',
  'Home Collection': 'Book a Home Sample Collection',
  'Complaints/Feedback': 'Share Your Feedback',
  'General Inquiry': 'Contact Us',
  'Test Report': 'Request Your Test Report',
};

const FIELDS: Record<FormCategory, FormConfig['fields']> = {
  Appointments: [
    field('Full Name', true),
    field('Email', true),
    field('Phone Number', true),
    field('Preferred Date', true),
    field('Preferred Time'),
    field('Test / Service'),
    field('Message'),
  ],
  'Home Collection': [
    field('Full Name', true),
    field('Email', true),
    field('Phone Number', true),
    field('Address', true),
    field('Preferred Date', true),
    field('Preferred Time'),
    field('Tests Required'),
  ],
  'Complaints/Feedback': [
    field('Full Name', true),
    field('Email', true),
    field('Phone Number'),
    field('Visit Date'),
    field('Message', true),
  ],
  'General Inquiry': [
    field('Full Name', true),
    field('Email', true),
    field('Phone Number'),
    field('Message', true),
  ],
  'Test Report': [
    field('Full Name', true),
    field('Email', true),
    field('Phone Number'),
    field('Report / Sample ID', true),
    field('Test Date'),
  ],
};

/** The form the widget shows for a category; the button says SPEC §9's action label. */
export function formConfigFor(category: FormCategory): FormConfig {
  return {
    title: TITLES[category],
    fields: FIELDS[category].map((item) => ({ ...item })),
    submitButton: { text: FORM_CATEGORY_ACTION_LABELS[category], style: 'primary' },
  };
}

/** Which bot feature switches a category's form on; a Test Report request is always served. */
export function formEnabled(category: FormCategory, features: ChatbotFeatures): boolean {
  switch (category) {
    case 'Appointments':
    case 'Home Collection':
      return features.appointmentBooking;
    case 'Complaints/Feedback':
      return features.ticketCreation;
    case 'General Inquiry':
      return features.leadCapture;
    case 'Test Report':
      return true;
  }
}
