import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botIdOf, sendMessage, startChat } from '../../test/chat-fixtures.js';
import { DEFAULT_FALLBACK } from '../chat-engine/index.js';
import { PERSON_FORM_MESSAGE } from '../chat-engine/person-request.js';
import {
  bearer,
  createTestApp,
  multipartForm,
  signUpVerified,
  type TestApp,
} from '../../test/test-app.js';

describe('a visitor who asks for a person while human handoff is off', () => {
  let t: TestApp;
  let owner: string;
  let botId: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpVerified(t, 'owner@harbour.example', 'Harbour Dental');
    botId = await botIdOf(t, owner);
  });
  afterAll(() => t.close());

  const setFeatures = async (features: Record<string, string>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/chatbot-settings',
      headers: bearer(owner),
      payload: multipartForm({ botId, humanHandoff: 'false', ...features }),
    });
    expect(response.statusCode).toBe(200);
  };
  const askForPerson = async (text = 'I want to talk to a person') =>
    (await sendMessage(t, await startChat(t, botId), text)).assistant;

  it('gets the contact form when lead capture is on', async () => {
    await setFeatures({ leadCapture: 'true' });
    const reply = await askForPerson();
    expect(reply).toMatchObject({
      action: 'show_form',
      category: 'General Inquiry',
      message: PERSON_FORM_MESSAGE,
      formConfig: { title: 'Contact Us', submitButton: { text: 'Send Message' } },
    });
  });

  it('gets the organization’s website, never a member’s private details, when there is no contact form', async () => {
    await setFeatures({ leadCapture: 'false' });
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/user-info',
      headers: bearer(owner),
      payload: multipartForm({
        full_name: 'Hana Berg',
        phone_number: '+1 555 0142',
        timezone: 'America/New_York',
      }),
    });
    expect(profile.statusCode).toBe(200);
    const organization = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/organization-info',
      headers: bearer(owner),
      payload: multipartForm({
        organization_name: 'Harbour Dental',
        website: 'https://harbour.example',
      }),
    });
    expect(organization.statusCode).toBe(200);

    const reply = await askForPerson('Can I speak to a real person please?');
    expect(reply).toBe(
      'I can’t put you through to a person in this chat, but you can reach our team through our website, https://harbour.example.',
    );
    expect(reply).not.toContain('owner@harbour.example');
    expect(reply).not.toContain('0142');
    expect(reply).not.toContain(DEFAULT_FALLBACK);
  });
});
