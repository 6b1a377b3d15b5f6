import { zodResolver } from '@hookform/resolvers/zod';
import { chatbotSettingsFieldsSchema, type ChatbotSettings } from '@concierge/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

/** The Appearance tab validates with the server's own rules (packages/shared). */
export const appearanceSchema = chatbotSettingsFieldsSchema
  .pick({ name: true, greeting: true, avatar: true, primaryColor: true, position: true })
  .required();

export type AppearanceInput = z.input<typeof appearanceSchema>;
export type AppearanceValues = z.output<typeof appearanceSchema>;

export function appearanceDefaults(settings: ChatbotSettings): AppearanceInput {
  return {
    name: settings.name,
    greeting: settings.greeting,
    avatar: settings.avatar,
    primaryColor: settings.primaryColor,
    position: settings.position,
  };
}

/**
 * The page owns the Appearance form, not the tab: the live preview shows its unsaved values.
 */
export function useAppearanceForm(settings: ChatbotSettings) {
  return useForm<AppearanceInput, unknown, AppearanceValues>({
    resolver: zodResolver(appearanceSchema),
    defaultValues: appearanceDefaults(settings),
    mode: 'onTouched',
  });
}

export type AppearanceForm = ReturnType<typeof useAppearanceForm>;
