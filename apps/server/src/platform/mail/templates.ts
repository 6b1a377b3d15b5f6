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
  const text = [
    parts.greeting,
    '',
    parts.lead,
    '',
    `    ${parts.code}`,
    '',
    validity,
    parts.footer,
    '',
    `— The ${PRODUCT_NAME} team`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
<table role="presentation" width="100%" style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="font-size:18px;font-weight:bold;margin:0 0 24px">${escapeHtml(PRODUCT_NAME)}</p>
<p style="margin:0 0 12px">${escapeHtml(parts.greeting)}</p>
<p style="margin:0 0 24px">${escapeHtml(parts.lead)}</p>
<p style="font-size:32px;letter-spacing:8px;font-weight:bold;text-align:center;margin:0 0 24px">${escapeHtml(parts.code)}</p>
<p style="margin:0 0 12px;color:#52525b">${escapeHtml(validity)}</p>
<p style="margin:0;color:#52525b">${escapeHtml(parts.footer)}</p>
</td></tr></table></body></html>`;
  return { to: parts.to, subject: parts.subject, text, html };
}

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}
