/** SPEC §4 (and issue 22's Forms): the tabs in order; a successful save opens the next one. */
export const BOT_TABS = [
  { value: 'appearance', label: 'Appearance' },
  { value: 'behavior', label: 'Behavior' },
  { value: 'features', label: 'Features' },
  { value: 'forms', label: 'Forms' },
  { value: 'deploy', label: 'Deploy' },
] as const;

export type BotTab = (typeof BOT_TABS)[number]['value'];

export function nextBotTab(tab: BotTab): BotTab {
  const index = BOT_TABS.findIndex((entry) => entry.value === tab);
  return BOT_TABS[index + 1]?.value ?? tab;
}

export function isBotTab(value: string): value is BotTab {
  return BOT_TABS.some((entry) => entry.value === value);
}
