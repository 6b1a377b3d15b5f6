import { type ChannelNotice, OPEN_LINK_LABEL } from './channel-notice.js';

/** Slack's incoming webhook body: mrkdwn text, with &, < and > escaped as Slack asks. */
export function slackMessage(notice: ChannelNotice, publicUrl: string): { text: string } {
  const lines = [
    `*${escape(notice.title)}* ${escape(notice.lead)}`,
    ...notice.fields.map((field) => `*${escape(field.label)}:* ${escape(field.value)}`),
    `<${publicUrl}${notice.linkPath}|${OPEN_LINK_LABEL}>`,
  ];
  return { text: lines.join('\n') };
}

function escape(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
