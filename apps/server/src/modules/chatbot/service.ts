import {
  chatbotMessages,
  openingHoursFromFields,
  type ChatbotSettings,
  type ChatbotSettingsUpdate,
  type PreviewReply,
} from '@concierge/shared';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { requirePermission, type Tenant } from '../../platform/tenancy.js';
import { answerMessage } from '../chat-engine/index.js';
import { organizationForms } from '../forms/organization-forms.js';
import { engineSettingsOf, toChatbotSettings } from './mapper.js';
import * as queries from './queries.js';
import type { ChatbotSettingsRow } from './queries.js';

const APPEARANCE = ['name', 'greeting', 'avatar', 'primaryColor', 'position'] as const;
const BEHAVIOR = ['proactiveGreeting', 'collectFeedback', 'maxRetries', 'handoffTriggers'] as const;
const OPENING_HOURS = ['openingHoursEnabled', 'openingDays', 'openingTime', 'closingTime'] as const;
const FEATURES = ['leadCapture', 'appointmentBooking', 'ticketCreation', 'humanHandoff'] as const;

/** Which tab a save came from, named by the fields it carries (SPEC §2 tab order). */
function tabOf(input: ChatbotSettingsUpdate): string {
  if (APPEARANCE.some((key) => input[key] !== undefined)) return 'Appearance';
  if ([...BEHAVIOR, ...OPENING_HOURS].some((key) => input[key] !== undefined)) return 'Behavior';
  if (FEATURES.some((key) => input[key] !== undefined)) return 'Features';
  return 'Deploy';
}

export class ChatbotService {
  constructor(private readonly ctx: AppContext) {}

  async get(tenant: Tenant): Promise<ChatbotSettings[]> {
    return [
      toChatbotSettings(await queries.ensureChatbotSettings(this.ctx.db, tenant.organizationId)),
    ];
  }

  /** Saves the fields sent (one tab's), answering the settings and the tab's SPEC message. */
  async update(
    tenant: Tenant,
    input: ChatbotSettingsUpdate,
  ): Promise<{ message: string; settings: ChatbotSettings }> {
    requirePermission(tenant, 'editContent');
    const current = await queries.ensureChatbotSettings(this.ctx.db, tenant.organizationId);
    if (input.botId && input.botId !== current.id) throw notFound('Bot not found');
    const row = await queries.updateChatbotSettings(
      this.ctx.db,
      current.id,
      changesOf(current, input),
    );
    return { message: chatbotMessages.saved(tabOf(input)), settings: toChatbotSettings(row) };
  }

  /** The live preview's reply: the real engine, with the saved features. */
  async preview(tenant: Tenant, text: string): Promise<PreviewReply> {
    const settings = await queries.ensureChatbotSettings(this.ctx.db, tenant.organizationId);
    const forms = await organizationForms(this.ctx.db, tenant.organizationId);
    const answer = await answerMessage(
      this.ctx.db,
      {
        organizationId: tenant.organizationId,
        text,
        lowConfidenceStreak: 0,
        settings: engineSettingsOf(settings, forms),
      },
      { llm: this.ctx.llm, embedder: this.ctx.embedder },
    );
    return { reply: answer.assistant, confidence: answer.confidence };
  }
}

function changesOf(current: ChatbotSettingsRow, input: ChatbotSettingsUpdate) {
  // The route's schema already refused bad hours; this reads the checked value.
  const openingHours = openingHoursFromFields(input).data;
  const pick = <T extends object, K extends keyof T>(source: T, keys: readonly K[]) =>
    Object.fromEntries(
      keys.filter((key) => source[key] !== undefined).map((key) => [key, source[key]]),
    );
  return {
    ...pick(input, APPEARANCE),
    ...(input.allowedDomains ? { allowedDomains: input.allowedDomains } : {}),
    behavior: {
      ...current.behavior,
      ...pick(input, BEHAVIOR),
      ...(openingHours !== undefined ? { openingHours } : {}),
    },
    features: { ...current.features, ...pick(input, FEATURES) },
  };
}
