import type { FormTemplate } from '@concierge/shared';
import { email, field, form, fullName, message, phone, select } from './build.js';
import { complaintsFeedback, generalInquiry } from './spec-forms.js';

const orderNumber = (required = true) => field('order_number', 'Order Number', 'text', required);

/** Retail & E-commerce: orders, returns, product questions and feedback. */
export const RETAIL_FORMS: readonly FormTemplate[] = [
  form({
    key: 'order_support',
    category: 'Order Support',
    title: 'Get Help with an Order',
    fields: [
      fullName(),
      email(),
      orderNumber(),
      select(
        'issue',
        'What happened?',
        ['Where is my order?', 'Wrong item', 'Damaged item', 'Missing item', 'Other'],
        true,
      ),
      message(),
    ],
    submitText: 'Send Request',
    actionLabel: 'Resolve Order Issue',
    badgeColor: 'orange',
    feature: 'ticketCreation',
    phrases: ['where is my order', 'track my order', 'order status', 'order problem'],
  }),
  form({
    key: 'return_request',
    category: 'Return Request',
    title: 'Return or Exchange an Item',
    fields: [
      fullName(),
      email(),
      orderNumber(),
      field('item', 'Item', 'text', true),
      select('return_type', 'Return or Exchange', ['Return for a refund', 'Exchange'], true),
      select('reason', 'Reason', [
        'Too small',
        'Too large',
        'Not as described',
        'Changed my mind',
        'Other',
      ]),
      message(),
    ],
    submitText: 'Request Return',
    actionLabel: 'Approve Return',
    badgeColor: 'yellow',
    feature: 'ticketCreation',
    phrases: ['return an item', 'refund', 'exchange', 'send it back'],
  }),
  form({
    key: 'product_inquiry',
    category: 'Product Inquiry',
    title: 'Ask About a Product',
    fields: [
      fullName(),
      email(),
      phone(),
      field('product', 'Product', 'text', true),
      message(true),
    ],
    submitText: 'Send Question',
    actionLabel: 'Answer Question',
    badgeColor: 'purple',
    feature: 'leadCapture',
    phrases: ['in stock', 'product question', 'availability', 'bulk order'],
  }),
  complaintsFeedback([orderNumber(false)]),
  generalInquiry(),
];
