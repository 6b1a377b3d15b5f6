import { DEFAULT_CHATBOT_SETTINGS } from '@concierge/shared';
import { expect, it } from 'vitest';
import { DEFAULT_BOT_CONFIG } from './defaults';

it('keeps the widget defaults equal to the shared SPEC §9 defaults', () => {
  const { allowedDomains: _allowedDomains, ...shared } = DEFAULT_CHATBOT_SETTINGS;
  const { id: _id, ga_measurement_id: _gaMeasurementId, ...widget } = DEFAULT_BOT_CONFIG;
  expect(widget).toEqual(shared);
});
