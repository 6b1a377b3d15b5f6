import type { FormTemplate } from '@concierge/shared';
import {
  email,
  field,
  form,
  fullName,
  message,
  phone,
  preferredDate,
  preferredTimeSlot,
  select,
} from './build.js';
import { generalInquiry } from './spec-forms.js';

const propertyType = () =>
  select('property_type', 'Property Type', ['House', 'Apartment', 'Land', 'Commercial', 'Other']);

/** Real Estate: viewings, valuations and what a buyer or tenant is looking for. */
export const REAL_ESTATE_FORMS: readonly FormTemplate[] = [
  form({
    key: 'viewing_request',
    category: 'Viewing Request',
    title: 'Book a Viewing',
    fields: [
      fullName(),
      email(),
      phone(true),
      field('property', 'Property Address or Reference', 'text', true),
      preferredDate(),
      preferredTimeSlot(),
      message(),
    ],
    submitText: 'Request Viewing',
    actionLabel: 'Confirm Viewing',
    badgeColor: 'blue',
    feature: 'appointmentBooking',
    phrases: ['book a viewing', 'see the property', 'arrange a viewing', 'visit the house'],
  }),
  form({
    key: 'valuation_request',
    category: 'Valuation Request',
    title: 'Get a Property Valuation',
    fields: [
      fullName(),
      email(),
      phone(true),
      field('property_address', 'Property Address', 'text', true),
      propertyType(),
      field('bedrooms', 'Bedrooms', 'number'),
      message(),
    ],
    submitText: 'Request Valuation',
    actionLabel: 'Book Valuation',
    badgeColor: 'green',
    feature: 'leadCapture',
    phrases: ['valuation', 'what is my house worth', 'sell my property', 'appraisal'],
  }),
  form({
    key: 'property_search',
    category: 'Property Search',
    title: 'Tell Us What You Are Looking For',
    fields: [
      fullName(),
      email(),
      phone(),
      select('looking_to', 'Looking to', ['Buy', 'Rent'], true),
      propertyType(),
      field('area', 'Preferred Area', 'text'),
      field('budget', 'Budget', 'number'),
      field('bedrooms', 'Bedrooms', 'number'),
      message(),
    ],
    submitText: 'Send',
    actionLabel: 'Send Listings',
    badgeColor: 'teal',
    feature: 'leadCapture',
    phrases: ['looking for a house', 'looking to rent', 'looking to buy', 'property alerts'],
  }),
  generalInquiry(),
];
