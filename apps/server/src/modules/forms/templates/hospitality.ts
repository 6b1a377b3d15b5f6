import type { FormTemplate } from '@concierge/shared';
import { email, field, form, fullName, message, phone, select } from './build.js';
import { complaintsFeedback, generalInquiry } from './spec-forms.js';

/** Hospitality & Travel: reservations, events and group bookings, guest feedback. */
export const HOSPITALITY_FORMS: readonly FormTemplate[] = [
  form({
    key: 'reservation',
    category: 'Reservation',
    title: 'Make a Reservation',
    fields: [
      fullName(),
      email(),
      phone(true),
      field('arrival_date', 'Arrival Date', 'date', true),
      field('departure_date', 'Departure Date', 'date'),
      field('guests', 'Number of Guests', 'number', true),
      message(false, 'Special Requests'),
    ],
    submitText: 'Request Reservation',
    actionLabel: 'Confirm Reservation',
    badgeColor: 'blue',
    feature: 'appointmentBooking',
    phrases: ['book a room', 'reserve a table', 'reservation', 'availability for'],
  }),
  form({
    key: 'event_inquiry',
    category: 'Event Inquiry',
    title: 'Plan an Event or Group Booking',
    fields: [
      fullName(),
      email(),
      phone(),
      select(
        'event_type',
        'Event Type',
        ['Wedding', 'Conference', 'Party', 'Group trip', 'Other'],
        true,
      ),
      field('event_date', 'Event Date', 'date'),
      field('guests', 'Number of Guests', 'number'),
      message(false, 'Details'),
    ],
    submitText: 'Send Inquiry',
    actionLabel: 'Send Proposal',
    badgeColor: 'pink',
    feature: 'leadCapture',
    phrases: ['host an event', 'group booking', 'wedding', 'private party'],
  }),
  complaintsFeedback([field('stay_date', 'Date of Stay or Visit', 'date')]),
  generalInquiry(),
];
