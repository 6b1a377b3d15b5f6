import { type ChannelNotice, OPEN_LINK_LABEL } from './channel-notice.js';

export interface TeamsMessageCard {
  '@type': 'MessageCard';
  '@context': 'https://schema.org/extensions';
  summary: string;
  title: string;
  text: string;
}

/** A Teams incoming webhook's legacy MessageCard; its text is Markdown. */
export function teamsCard(notice: ChannelNotice, publicUrl: string): TeamsMessageCard {
  const paragraphs = [
    escape(notice.lead),
    ...notice.fields.map((field) => `**${escape(field.label)}:** ${escape(field.value)}`),
    `[${OPEN_LINK_LABEL}](${publicUrl}${notice.linkPath})`,
  ];
  return {
    '@type': 'MessageCard',
    '@context': 'https://schema.org/extensions',
    summary: `${notice.title} ${notice.lead}`,
    title: notice.title,
    text: paragraphs.join('\n\n'),
  };
}

/** Visitors type these fields: their text must not turn into markup or links. */
function escape(text: string): string {
  return text.replace(/[\\`*_[\]<>#]/g, (character) => `\\${character}`);
}
