import type { SubmittedFormsPage } from '@concierge/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submittedForms } from '../../db/schema.js';
import { csvLine } from '../../platform/csv.js';
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
import { submittedFormBatches } from './queries.js';

const HEADER =
  '\uFEFFForm ID,Category,Status,Submitted At,Full Name,Email,Phone,Session ID,Data,Answers\r\n';

describe('GET /user/get_submitted_forms/export', () => {
  let t: TestApp;
  let staff: string;
  let otherStaff: string;
  let forms: SubmittedFormsPage['forms'];

  beforeAll(async () => {
    t = await createTestApp();
    staff = await signUpVerified(t, 'owner@clinic.example', 'Clinic');
    otherStaff = await signUpVerified(t, 'owner@other.example', 'Other Lab');
    const botId = await botIdOf(t, staff);
    await enableAllFeatures(t, staff, botId);
    const chat = await startChat(t, botId, { username: 'Zed' });
    await sendMessage(t, chat, 'I want to book an appointment');
    await submitForm(
      t,
      chat,
      'Appointments',
      { full_name: 'Ann Lee', email: 'ann@example.com' },
      'f_1',
    );
    await submitForm(
      t,
      chat,
      'Test Report',
      { full_name: 'Bo', email: 'bo@example.com', report_sample_id: 'R-9' },
      'f_2',
    );
    await submitForm(
      t,
      chat,
      'General Inquiry',
      {
        full_name: 'Zed, "The" Tester',
        email: 'zed@example.com',
        phone_number: '+1 555 0199',
        message: 'line one\nline two',
      },
      'f_3',
    );
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/user/get_submitted_forms',
      headers: bearer(staff),
    });
    forms = envelope<SubmittedFormsPage>(listed).data.forms;
    const [, second, third] = forms;
    for (const [form, status] of [
      [second, 'True'],
      [third, 'False'],
    ] as const) {
      await t.app.inject({
        method: 'PUT',
        url: `/api/user/update_form_status/${form?.id}`,
        headers: bearer(staff),
        payload: { status },
      });
    }
  });
  afterAll(() => t.close());

  const exportCsv = (token = staff) =>
    t.app.inject({
      method: 'GET',
      url: '/api/user/get_submitted_forms/export',
      headers: bearer(token),
    });

  it('downloads every form, newest first, with quoting and status labels', async () => {
    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename\*=UTF-8''submitted-forms-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    expect(response.body.startsWith(HEADER)).toBe(true);
    const lines = response.body.slice(HEADER.length).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(0, -1).map((line) => line.split(',')[0])).toEqual(['f_3', 'f_2', 'f_1']);

    const [zed, bo] = forms;
    expect(`${lines[0]}\r\n`).toBe(
      csvLine([
        'f_3',
        'General Inquiry',
        'Open',
        zed?.submitted_at,
        'Zed, "The" Tester',
        'zed@example.com',
        '+1 555 0199',
        zed?.session_id,
        JSON.stringify(zed?.form_data),
        // The answers under the labels of the organization's form.
        'Full Name: Zed, "The" Tester\nEmail: zed@example.com\nPhone Number: +1 555 0199\n' +
          'Message: line one\nline two',
      ]),
    );
    expect(lines[0]).toContain('"Zed, ""The"" Tester"');
    // A leading + could run as a spreadsheet formula: it is written as text.
    expect(lines[0]).toContain(",'+1 555 0199,");
    // The Data column is JSON, so a line break in an answer stays escaped on one line.
    expect(lines[0]).toContain(String.raw`""line one\nline two""`);
    expect(lines[1]).toBe(
      `f_2,Test Report,Processed,${bo?.submitted_at},Bo,bo@example.com,,${bo?.session_id},` +
        `"${JSON.stringify(bo?.form_data).replaceAll('"', '""')}",` +
        '"Full Name: Bo\nEmail: bo@example.com\nReport / Sample ID: R-9"',
    );
    expect(lines[2]).toMatch(/^f_1,Appointments,Cancelled,[^,]+,Ann Lee,ann@example\.com,/);
  });

  it('gives another organization only the header', async () => {
    const response = await exportCsv(otherStaff);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(HEADER);
  });

  it('reads in keyset batches that neither skip nor repeat forms submitted at the same time', async () => {
    const [first] = forms;
    const [row] = await t.ctx.db
      .select({ organizationId: submittedForms.organizationId })
      .from(submittedForms)
      .where(eq(submittedForms.id, first?.id ?? ''));
    const organizationId = row?.organizationId ?? '';
    await t.ctx.db
      .update(submittedForms)
      .set({ submittedAt: sql`'2024-03-01 10:00:00.123456+00'::timestamptz` })
      .where(eq(submittedForms.organizationId, organizationId));

    const batches: string[][] = [];
    for await (const batch of submittedFormBatches(t.ctx.db, organizationId, 2)) {
      batches.push(batch.map((form) => form.id));
    }
    expect(batches.map((batch) => batch.length)).toEqual([2, 1]);
    expect(batches.flat()).toEqual(
      forms
        .map((form) => form.id)
        .sort()
        .reverse(),
    );
  });
});
