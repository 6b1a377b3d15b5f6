import {
  FORM_CATEGORIES,
  formDefinitionMessages as messages,
  MAX_FORMS,
  ORGANIZATION_HEADER,
  readSubmission,
  teamMessages,
  type FormDefinition,
  type FormDefinitionInput,
  type FormTemplateSummary,
  type SubmittedFormsPage,
} from '@concierge/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import {
  botIdOf,
  enableAllFeatures,
  sendMessage,
  startChat,
  submitForm,
} from '../../test/chat-fixtures.js';
import {
  bearer,
  createTestApp,
  envelope,
  signUpVerified,
  type TestApp,
} from '../../test/test-app.js';
import { addMember } from '../team/team-fixtures.js';

const SOFTWARE = 'Software & Technology';

describe('form definitions', () => {
  let t: TestApp;
  let owner: string;
  let viewer: string;
  let otherOwner: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpVerified(t, 'owner@forms.example', 'Forms Lab');
    viewer = await addMember(t, owner, 'viewer@forms.example', 'viewer');
    otherOwner = await signUpVerified(t, 'owner@other-forms.example', 'Other Forms');
    // Both organizations were set up before forms were defined per organization.
    await t.ctx.db.execute(sql`UPDATE accounts SET onboarding_completed = true`);
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'PUT' | 'POST',
    path: string,
    token: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url: `/api${path}`,
      headers: { ...bearer(token), ...headers },
      ...(payload ? { payload } : {}),
    });
  const definitionsOf = async (token: string) => {
    const response = await call('GET', '/auth/form-definitions', token);
    expect(response.statusCode, response.body).toBe(200);
    return envelope<FormDefinition[]>(response).data;
  };
  const save = (forms: FormDefinitionInput[], token = owner) =>
    call('PUT', '/auth/form-definitions', token, { forms });
  const applyTemplate = (industry: string, token = owner) =>
    call('POST', '/auth/form-definitions/apply-template', token, { industry });
  const storedKeys = async (token: string) => {
    const organizationId = envelope<{ id: string }[]>(
      await call('GET', '/auth/organizations', token),
    ).data[0]?.id;
    const rows = await queryRows<{ key: string }>(
      t.ctx.db,
      sql`select key from form_definitions where organization_id = ${organizationId} order by position`,
    );
    return rows.map((row) => row.key);
  };
  const expectRefused = (
    response: Awaited<ReturnType<typeof call>>,
    status: number,
    message: string,
  ) =>
    expect({ status: response.statusCode, message: envelope(response).message }).toEqual({
      status,
      message,
    });

  it("gives an existing organization the lab's five forms and keeps them", async () => {
    const forms = await definitionsOf(owner);
    expect(forms.map((form) => form.category)).toEqual([...FORM_CATEGORIES]);
    expect(forms.map((form) => form.position)).toEqual([0, 1, 2, 3, 4]);
    expect(forms[0]).toMatchObject({
      key: 'appointments',
      title: 'Book an Appointment',
      submitButton: { text: 'Confirm Appointment', style: 'primary' },
      actionLabel: 'Confirm Appointment',
      badgeColor: 'blue',
      enabled: true,
    });
    expect(await storedKeys(owner)).toEqual([
      'appointments',
      'home_collection',
      'complaints_feedback',
      'general_inquiry',
      'test_report',
    ]);
  });

  it('lists every industry with its forms', async () => {
    const response = await call('GET', '/auth/form-templates', viewer);
    const templates = envelope<FormTemplateSummary[]>(response).data;
    expect(templates).toHaveLength(10);
    expect(templates.find((template) => template.industry === SOFTWARE)?.forms).toEqual([
      'Demo Request',
      'Support Ticket',
      'Complaints/Feedback',
      'Sales Inquiry',
    ]);
  });

  it('saves the whole ordered list, and says what is wrong with a bad one', async () => {
    const forms = await definitionsOf(owner);
    const [first, second] = forms as [FormDefinition, FormDefinition];
    const reordered = [second, { ...first, enabled: false, badgeColor: 'teal' as const }];
    const saved = await save(reordered);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(envelope(saved).message).toBe(messages.saved);
    const after = await definitionsOf(owner);
    expect(after.map((form) => [form.key, form.position, form.enabled])).toEqual([
      ['home_collection', 0, true],
      ['appointments', 1, false],
    ]);

    expectRefused(await save([first, first]), 400, messages.duplicateFormKey('appointments'));
    const topic = { key: 'topic', label: 'Topic', type: 'select' as const };
    expectRefused(
      await save([{ ...first, fields: [topic] }]),
      400,
      messages.selectNeedsOptions('Topic'),
    );
    const many = Array.from({ length: MAX_FORMS + 1 }, (_, index) => ({
      ...first,
      key: `form_${index}`,
      category: `Form ${index}`,
    }));
    expectRefused(await save(many), 400, messages.formCount);
    expect((await definitionsOf(owner)).map((form) => form.key)).toEqual([
      'home_collection',
      'appointments',
    ]);
  });

  it('lets a viewer read the forms but not change them', async () => {
    const forms = await definitionsOf(viewer);
    expect(forms.map((form) => form.key)).toEqual(['home_collection', 'appointments']);
    expectRefused(await save(forms, viewer), 403, teamMessages.forbidden('viewer'));
    expectRefused(await applyTemplate(SOFTWARE, viewer), 403, teamMessages.forbidden('viewer'));
    expect((await definitionsOf(owner)).map((form) => form.key)).toEqual([
      'home_collection',
      'appointments',
    ]);
  });

  it("keeps each organization's forms its own", async () => {
    const theirs = await definitionsOf(otherOwner);
    expect(theirs.map((form) => form.category)).toEqual([...FORM_CATEGORIES]);
    expect((await save(theirs.slice(0, 1), otherOwner)).statusCode).toBe(200);
    expect((await definitionsOf(owner)).map((form) => form.key)).toEqual([
      'home_collection',
      'appointments',
    ]);
    // Naming the other organization in the switcher's header is refused like an unknown one.
    const ownOrganization = envelope<{ id: string }[]>(
      await call('GET', '/auth/organizations', owner),
    ).data[0]?.id as string;
    const peek = await call('GET', '/auth/form-definitions', otherOwner, undefined, {
      [ORGANIZATION_HEADER]: ownOrganization,
    });
    expect(peek.statusCode).toBe(404);
    const write = await call(
      'PUT',
      '/auth/form-definitions',
      otherOwner,
      { forms: theirs },
      {
        [ORGANIZATION_HEADER]: ownOrganization,
      },
    );
    expect(write.statusCode).toBe(404);
    expect(await storedKeys(owner)).toEqual(['home_collection', 'appointments']);
  });

  it("replaces the forms with an industry's template", async () => {
    const applied = await applyTemplate(SOFTWARE);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(envelope(applied).message).toBe(messages.templateApplied(SOFTWARE));
    const forms = await definitionsOf(owner);
    expect(forms.map((form) => form.category)).toEqual([
      'Demo Request',
      'Support Ticket',
      'Complaints/Feedback',
      'Sales Inquiry',
    ]);
    expect(await storedKeys(owner)).toEqual(forms.map((form) => form.key));
    expectRefused(await applyTemplate('Space travel'), 400, messages.unknownIndustry);
  });

  it('reads an older submission under a renamed label, by its stable key', async () => {
    const botId = await botIdOf(t, otherOwner);
    await enableAllFeatures(t, otherOwner, botId);
    const chat = await startChat(t, botId, { username: 'Visitor' });
    await sendMessage(t, chat, 'I want to book an appointment');
    await submitForm(t, chat, 'Appointments', {
      full_name: 'Ada Lovelace',
      preferred_date: '2026-03-01',
      favourite_colour: 'green',
    });

    const [appointments] = await definitionsOf(otherOwner);
    const renamed = {
      ...(appointments as FormDefinition),
      fields: (appointments as FormDefinition).fields.map((field) =>
        field.key === 'full_name' ? { ...field, label: 'Patient Name' } : field,
      ),
    };
    expect((await save([renamed], otherOwner)).statusCode).toBe(200);

    const [definition] = await definitionsOf(otherOwner);
    const submitted = envelope<SubmittedFormsPage>(
      await call('GET', '/user/get_submitted_forms', otherOwner),
    ).data.forms[0];
    expect(readSubmission(definition as FormDefinition, submitted?.form_data ?? {})).toEqual([
      { key: 'full_name', label: 'Patient Name', value: 'Ada Lovelace' },
      { key: 'email', label: 'Email', value: 'visitor@example.com' },
      { key: 'phone_number', label: 'Phone Number', value: '+1 212 555 0100' },
      { key: 'preferred_date', label: 'Preferred Date', value: '2026-03-01' },
      { key: 'favourite_colour', label: 'Favourite Colour', value: 'green' },
    ]);
  });
});

describe('form definitions of a new organization', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const onboard = (token: string, industry: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/onboarding',
      headers: bearer(token),
      body: {
        industry,
        business_name: 'New Business',
        services_offered: 'Things we do',
        goals: ['Answer FAQs'],
        channels: ['Website Widget'],
        knowledge_sources: ['Questions and answers we write'],
        update_frequency: 'Weekly',
        fallback_response: 'Please call us.',
        tone: 'Professional',
        greeting_message: 'Hello.',
        review_confirmation: true,
      },
    });
  const categoriesOf = async (token: string) =>
    envelope<FormDefinition[]>(
      await t.app.inject({
        method: 'GET',
        url: '/api/auth/form-definitions',
        headers: bearer(token),
      }),
    ).data.map((form) => form.category);

  it("starts with its onboarding industry's forms, even when it looked at its forms before", async () => {
    const token = await signUpVerified(t, 'founder@software.example', 'Software Co');
    // Before onboarding the lab's five are shown, not kept.
    expect(await categoriesOf(token)).toEqual([...FORM_CATEGORIES]);
    const done = await onboard(token, SOFTWARE);
    expect(done.statusCode, done.body).toBe(200);
    expect(await categoriesOf(token)).toEqual([
      'Demo Request',
      'Support Ticket',
      'Complaints/Feedback',
      'Sales Inquiry',
    ]);
  });

  it('keeps forms the organization made before its onboarding', async () => {
    const token = await signUpVerified(t, 'founder@estate.example', 'Estate Co');
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/auth/form-definitions/apply-template',
      headers: bearer(token),
      payload: { industry: 'Real Estate' },
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect((await onboard(token, 'Other')).statusCode).toBe(200);
    expect(await categoriesOf(token)).toEqual([
      'Viewing Request',
      'Valuation Request',
      'Property Search',
      'General Inquiry',
    ]);
  });
});
