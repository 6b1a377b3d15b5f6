import { PRODUCT_NAME } from '@concierge/shared';
import type { MailMessage } from './mailer.js';

interface CodeMail {
  to: string;
  name: string;
  code: string;
  minutesValid: number;
}

export function verificationCodeMail({ to, name, code, minutesValid }: CodeMail): MailMessage {
  return codeMail({
    to,
    subject: `${code} is your ${PRODUCT_NAME} verification code`,
    greeting: `Hi ${name},`,
    lead: `Welcome to ${PRODUCT_NAME}! Enter this code to verify your email address:`,
    code,
    minutesValid,
    footer: 'If you did not create an account, you can ignore this email.',
  });
}

export function passwordResetCodeMail({ to, name, code, minutesValid }: CodeMail): MailMessage {
  return codeMail({
    to,
    subject: `${code} is your ${PRODUCT_NAME} password reset code`,
    greeting: `Hi ${name},`,
    lead: 'We received a request to reset your password. Enter this code to choose a new one:',
    code,
    minutesValid,
    footer:
      'If you did not ask to reset your password, you can ignore this email; it stays unchanged.',
  });
}

export function signInCodeMail({ to, name, code, minutesValid }: CodeMail): MailMessage {
  return codeMail({
    to,
    subject: `${code} is your ${PRODUCT_NAME} sign-in code`,
    greeting: `Hi ${name},`,
    lead: 'Someone entered a wrong password for your account several times, so signing in now also takes this code. Enter it with your password:',
    code,
    minutesValid,
    footer:
      'If this was not you, your password was not accepted and nobody has signed in. You may want to choose a stronger password under Settings → Security.',
  });
}

interface CodeMailParts {
  to: string;
  subject: string;
  greeting: string;
  lead: string;
  code: string;
  minutesValid: number;
  footer: string;
}

function codeMail(parts: CodeMailParts): MailMessage {
  const validity = `The code is valid for ${parts.minutesValid} minute${parts.minutesValid === 1 ? '' : 's'}.`;
  return layoutMail({
    to: parts.to,
    subject: parts.subject,
    greeting: parts.greeting,
    lead: parts.lead,
    text: [`    ${parts.code}`],
    html: `<p style="font-size:32px;letter-spacing:8px;font-weight:bold;text-align:center;margin:0 0 24px">${escapeHtml(parts.code)}</p>`,
    notes: [validity, parts.footer],
  });
}

interface InvitationMail {
  to: string;
  organizationName: string;
  inviterName: string;
  role: string;
  link: string;
  daysValid: number;
}

/** The link proves the address: whoever follows it may join as `role`. */
export function invitationMail(mail: InvitationMail): MailMessage {
  return layoutMail({
    to: mail.to,
    subject: `${mail.inviterName} invited you to ${mail.organizationName} on ${PRODUCT_NAME}`,
    greeting: 'Hi,',
    lead: `${mail.inviterName} invited you to join ${mail.organizationName} on ${PRODUCT_NAME} as ${article(mail.role)} ${mail.role}.`,
    text: ['Accept the invitation here:', mail.link],
    html: linkButtonHtml('Accept invitation', mail.link),
    notes: [
      `The invitation is valid for ${mail.daysValid} days.`,
      'If you did not expect this invitation, you can ignore this email.',
    ],
  });
}

interface NotificationMail {
  to: string;
  name: string;
  /** notificationTexts' title and body: the subject and the lead. */
  title: string;
  body: string;
  /** The absolute address of the app page it is about. */
  url: string;
  /** The SPEC §2 toggle that sends it ("New conversations"). */
  preferenceLabel: string;
}

/** A bell notification as an e-mail: what happened, a link to it, and why it came. */
export function notificationMail(mail: NotificationMail): MailMessage {
  return layoutMail({
    to: mail.to,
    subject: mail.title,
    greeting: `Hi ${mail.name},`,
    lead: mail.body,
    text: [`Open ${PRODUCT_NAME}:`, mail.url],
    html: linkButtonHtml(`Open ${PRODUCT_NAME}`, mail.url),
    notes: [preferenceNote(mail.preferenceLabel)],
  });
}

export interface WeeklyReportFigures {
  sessions: number;
  messages: number;
  forms: number;
  formsByCategory: { category: string; count: number }[];
  /** The most asked questions the bot could not answer, most asked first. */
  unansweredQuestions: { question: string; count: number }[];
}

interface WeeklyReportMail {
  to: string;
  name: string;
  organizationName: string;
  title: string;
  body: string;
  /** The reported Monday and Sunday, 'YYYY-MM-DD', in the organization's timezone. */
  firstDay: string;
  lastDay: string;
  timeZone: string;
  figures: WeeklyReportFigures;
  url: string;
  preferenceLabel: string;
}

/** Monday's summary of the week before: the figures, the forms and what the bot could not answer. */
export function weeklyReportMail(mail: WeeklyReportMail): MailMessage {
  const { figures } = mail;
  const totals: [string, number][] = [
    ['Sessions', figures.sessions],
    ['Messages', figures.messages],
    ['Forms', figures.forms],
  ];
  const forms = figures.formsByCategory.map(({ category, count }): [string, number] => [
    category,
    count,
  ]);
  const questions = figures.unansweredQuestions;
  const noQuestions = 'The bot answered every question.';
  const questionLines = questions.length
    ? questions.map(({ question, count }, index) => `${index + 1}. ${question} (${times(count)})`)
    : [noQuestions];
  const text = [
    ...totals.map(([label, value]) => `${label}: ${value}`),
    '',
    'Forms by category:',
    ...forms.map(([label, value]) => `  ${label}: ${value}`),
    '',
    'Top unanswered questions:',
    ...questionLines,
    '',
    'See the details:',
    mail.url,
  ];
  const questionHtml = questions.length
    ? `<ol style="margin:0 0 24px;padding-left:20px">${questions
        .map(
          ({ question, count }) =>
            `<li style="margin:0 0 6px">${escapeHtml(question)} <span style="color:#52525b">(${times(count)})</span></li>`,
        )
        .join('')}</ol>`
    : `<p style="margin:0 0 24px;color:#52525b">${noQuestions}</p>`;
  const html = [
    figureTableHtml(totals, true),
    `<p style="font-weight:bold;margin:0 0 8px">Forms by category</p>`,
    figureTableHtml(forms, false),
    `<p style="font-weight:bold;margin:0 0 8px">Top unanswered questions</p>`,
    questionHtml,
    linkButtonHtml('Open Conversations & Analytics', mail.url),
  ].join('\n');
  return layoutMail({
    to: mail.to,
    subject: `${mail.title}: ${mail.organizationName}`,
    greeting: `Hi ${mail.name},`,
    lead: `${mail.body} Here is how ${mail.organizationName} did.`,
    text,
    html,
    notes: [
      `The week from ${longDay(mail.firstDay)} to ${longDay(mail.lastDay)} (${mail.timeZone}).`,
      preferenceNote(mail.preferenceLabel),
    ],
  });
}

const preferenceNote = (label: string) =>
  `You get this email because “${label}” is on in Settings → Notifications.`;

const times = (count: number) => `${count} time${count === 1 ? '' : 's'}`;

/** 'YYYY-MM-DD' as "Monday, March 4, 2024". */
function longDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

function figureTableHtml(rows: [string, number][], large: boolean): string {
  const size = large ? 'font-size:20px;font-weight:bold' : '';
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 0;color:#52525b">${escapeHtml(label)}</td><td style="padding:4px 0;text-align:right;${size}">${value}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" width="100%" style="margin:0 0 24px;border-collapse:collapse">${cells}</table>`;
}

/** A button to the address, and the address itself for mail clients that hide buttons. */
function linkButtonHtml(label: string, url: string): string {
  const link = escapeHtml(url);
  return (
    `<p style="text-align:center;margin:0 0 24px"><a href="${link}" style="display:inline-block;background:#2563eb;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:8px">${escapeHtml(label)}</a></p>\n` +
    `<p style="margin:0 0 12px;color:#52525b;word-break:break-all">${link}</p>`
  );
}

interface MailLayout {
  to: string;
  subject: string;
  greeting: string;
  lead: string;
  /** The mail's point (a code, a link), as text lines and as HTML. */
  text: string[];
  html: string;
  /** Small print after it: validity, why you got it. */
  notes: string[];
}

/** Every mail's frame: greeting, lead, its point, the small print and the signature. */
function layoutMail(mail: MailLayout): MailMessage {
  const text = [
    mail.greeting,
    '',
    mail.lead,
    '',
    ...mail.text,
    '',
    ...mail.notes,
    '',
    `— The ${PRODUCT_NAME} team`,
  ].join('\n');
  const notes = mail.notes
    .map((note) => `<p style="margin:0 0 12px;color:#52525b">${escapeHtml(note)}</p>`)
    .join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<table role="presentation" width="100%" style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="font-size:18px;font-weight:bold;margin:0 0 24px">${escapeHtml(PRODUCT_NAME)}</p>
<p style="margin:0 0 12px">${escapeHtml(mail.greeting)}</p>
<p style="margin:0 0 24px">${escapeHtml(mail.lead)}</p>
${mail.html}
${notes}
</td></tr></table></body></html>`;
  return { to: mail.to, subject: mail.subject, text, html };
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}
