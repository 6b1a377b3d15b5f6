import type { ChatbotSettings } from '@concierge/shared';

/** The two script tags a site owner pastes: the global config first, then the loader. */
export function buildEmbedSnippet(
  settings: Pick<ChatbotSettings, 'id' | 'primaryColor' | 'position'>,
  origin: string,
): string {
  const config = [
    `botId: ${JSON.stringify(settings.id)}`,
    `primaryColor: ${JSON.stringify(settings.primaryColor)}`,
    `position: ${JSON.stringify(settings.position)}`,
  ].join(', ');
  return [
    '<script>',
    `  window.ConciergeWidget = { ${config} };`,
    '</script>',
    `<script async src="${origin}/widget.js"></script>`,
  ].join('\n');
}
