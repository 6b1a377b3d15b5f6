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
  const link = escapeHtml(mail.link);
  return layoutMail({
    to: mail.to,
    subject: `${mail.inviterName} invited you to ${mail.organizationName} on ${PRODUCT_NAME}`,
    greeting: 'Hi,',
    lead: `${mail.inviterName} invited you to join ${mail.organizationName} on ${PRODUCT_NAME} as ${article(mail.role)} ${mail.role}.`,
    text: ['Accept the invitation here:', mail.link],
    html:
      `<p style="text-align:center;margin:0 0 24px"><a href="${link}" style="display:inline-block;background:#2563eb;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 24px;border-radius:8px">Accept invitation</a></p>\n` +
      `<p style="margin:0 0 12px;color:#52525b;word-break:break-all">${link}</p>`,
    notes: [
      `The invitation is valid for ${mail.daysValid} days.`,
      'If you did not expect this invitation, you can ignore this email.',
    ],
  });
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
