import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  billingMessages,
  checkSubmission,
  findFormDefinition,
  formSubmissionMessages,
  isWithinOpeningHours,
  liveChatTexts,
  ORIGIN_NOT_ALLOWED_REASON,
  timeSlots,
  type AssistantReply,
  type LiveMessageAccepted,
  type MessageResult,
  type PublicBotConfig,
  type StartSessionResult,
} from '@concierge/shared';
import type { AppContext } from '../../platform/context.js';
import { AppError, badRequest, forbidden, notFound, unauthorized } from '../../platform/errors.js';
import { isUuid } from '../../platform/ids.js';
import { publishEvent } from '../../platform/events.js';
import { enforceRateLimits } from '../../platform/rate-limit.js';
import { countFormSubmission, countSessionActivity } from '../analytics/activity-hours.js';
import { requireChatsLeft } from '../billing/chats-limit.js';
import { answerMessage, questionKey, type EngineSettings } from '../chat-engine/index.js';
import { behaviorOf, engineSettingsOf, toPublicBotConfig } from '../chatbot/mapper.js';
import { organizationTimeZone } from '../analytics/queries.js';
import { findMeasurementId } from '../integrations/queries.js';
import { contactForm, showForm } from '../chat-engine/forms.js';
import { NO_PERSON_MESSAGE } from '../chat-engine/person-request.js';
import { organizationForms } from '../forms/organization-forms.js';
import { acceptVisitorMessage, startWaiting } from '../live-chat/handoff.js';
import { isAnyoneOnline } from '../live-chat/queries.js';
import { endChatSession } from './end-session.js';
import * as chatbotQueries from '../chatbot/queries.js';
import type { ChatbotSettingsRow, WidgetChatbot } from '../chatbot/queries.js';
import { isOriginAllowed } from './origin-policy.js';
import { TestVisitTokens } from './test-visit-token.js';
import * as queries from './queries.js';
import { formLimits, messageLimits, newChatLimits, typingLimits } from './visitor-limits.js';
import type { ChatSessionRow } from './queries.js';

export const publicChatMessages = {
  botNotFound: 'Chat bot not found',
  sessionNotFound: 'Chat session not found',
  tokenMissing: 'Send the visitor token of this chat session',
  originRefused: 'This website is not allowed to use this chat widget',
  sessionEnded: 'This chat has ended. Start a new chat.',
  formTooLarge: 'The form is too large',
  turnNotFound: 'Message not found',
  testVisitExpired: 'This test page has expired. Open Test Deployment in Bot Setup again.',
} as const;

/** Largest form a visitor may send, as JSON. */
export const MAX_FORM_BYTES = 16 * 1024;

export interface VisitorCall {
  origin: string | undefined;
  ip: string;
  /** The Host the request was sent to: a page on it is this server's own. */
  host?: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest();

/** The widget's API: no login; the bot id and the page's Origin name the tenant. */
export class PublicChatService {
  private readonly testVisits: TestVisitTokens;

  constructor(private readonly ctx: AppContext) {
    this.testVisits = new TestVisitTokens(ctx.codeSecret);
  }

  async config(botId: string, call: VisitorCall): Promise<PublicBotConfig> {
    const { bot } = await this.requireBot(botId, call);
    return toPublicBotConfig(bot, await findMeasurementId(this.ctx.db, bot.organizationId));
  }

  async startSession(
    botId: string,
    call: VisitorCall,
    visitor: {
      username?: string;
      email?: string;
      phonenumber?: string;
      agreed_terms?: boolean;
      test_token?: string;
    },
  ): Promise<StartSessionResult> {
    const { bot, planChatsLimit } = await this.requireBot(botId, call);
    const isTest = visitor.test_token !== undefined;
    if (isTest && !this.testVisits.verify(visitor.test_token ?? '', bot.id)) {
      throw forbidden(publicChatMessages.testVisitExpired);
    }
    await enforceRateLimits(
      this.ctx.db,
      newChatLimits(this.ctx.config.rateLimit, call.ip, { id: bot.id, planChatsLimit }),
    );
    const token = randomBytes(32).toString('base64url');
    const session = await this.ctx.db.transaction(async (tx) => {
      // A test never takes over a real visitor found by e-mail: it is a visitor of its own.
      const existing =
        visitor.email && !isTest
          ? await queries.findAppUserByEmail(tx, bot.organizationId, visitor.email)
          : null;
      const appUser =
        existing ??
        (await queries.insertAppUser(tx, {
          organizationId: bot.organizationId,
          username:
            visitor.username ??
            `${queries.ANONYMOUS_VISITOR_PREFIX}${randomBytes(3).toString('hex')}`,
          email: visitor.email ?? null,
          phonenumber: visitor.phonenumber ?? null,
          agreedTerms: visitor.agreed_terms ?? false,
          isTest,
        }));
      const started = await queries.insertSession(tx, {
        organizationId: bot.organizationId,
        appUserId: appUser.id,
        visitorTokenHash: hashToken(token).toString('hex'),
        origin: call.origin ?? null,
        isTest,
      });
      await countSessionActivity(tx, started, started.startedAt, { sessions: 1 });
      return started;
    });
    return { session_id: session.id, visitor_token: token, greeting: bot.greeting };
  }

  async sendMessage(
    sessionId: string,
    token: string | null,
    call: VisitorCall,
    text: string,
  ): Promise<MessageResult | LiveMessageAccepted> {
    const { session, bot } = await this.requireSession(sessionId, token, call);
    if (session.endedAt) throw new AppError(409, publicChatMessages.sessionEnded);
    await enforceRateLimits(
      this.ctx.db,
      messageLimits(this.ctx.config.rateLimit, session.id, call.ip),
    );
    // Waiting for a person, or with one: the message is theirs, the bot stays silent.
    if (session.handoffState !== 'bot') {
      const accepted = await acceptVisitorMessage(
        this.ctx,
        session,
        text,
        publicChatMessages.sessionEnded,
      );
      if (accepted) return accepted;
    }
    // The first message initiates the chat: the plan's monthly chats limit applies to it only.
    if (!session.initiatedAt) await requireChatsLeft(this.ctx, session.organizationId);
    const settings = engineSettingsOf(
      bot,
      await organizationForms(this.ctx.db, session.organizationId),
    );
    const answer = await answerMessage(
      this.ctx.db,
      {
        organizationId: session.organizationId,
        text,
        lowConfidenceStreak: session.lowConfidenceStreak,
        settings,
      },
      { llm: this.ctx.llm, embedder: this.ctx.embedder },
    );
    const wantsPerson = answer.handoff !== undefined;
    // A person can take the chat only within opening hours and while someone has the live page
    // open; otherwise the visitor leaves their details (the handoff event still tells the staff).
    const handOver = wantsPerson && (await this.canHandOver(bot, session.organizationId));
    const assistant: AssistantReply =
      wantsPerson && !handOver ? noAgentReply(answer.assistant, settings) : answer.assistant;
    const { turn, handoff } = await this.ctx.db.transaction(async (tx) => {
      const stored = await queries.insertTurn(tx, {
        organizationId: session.organizationId,
        sessionId: session.id,
        userText: text,
        assistant,
        confidence: answer.confidence,
        intent: answer.intent,
        matchedEntryId: answer.matchedEntryId,
        // Noise is kept in the chat but never listed among the unanswered questions.
        questionKey: answer.noise ? '' : questionKey(text),
      });
      const { initiated } = await queries.recordMessage(tx, session.id, answer.lowConfidence);
      // initiated_at is this transaction's now(), the turn's created_at: the same hour.
      await countSessionActivity(tx, session, stored.createdAt, {
        messages: 1,
        chats_initiated: initiated ? 1 : 0,
      });
      const organizationId = session.organizationId;
      if (initiated) {
        await publishEvent(tx, {
          type: 'conversation.started',
          organizationId,
          sessionId: session.id,
          text,
        });
      }
      if (wantsPerson) {
        await publishEvent(tx, {
          type: 'handoff.requested',
          organizationId,
          sessionId: session.id,
          question: text,
        });
      }
      // Keyboard noise tells nobody: the team has nothing to answer.
      if (answer.lowConfidence && !answer.noise) {
        await publishEvent(tx, {
          type: 'answer.low_confidence',
          organizationId,
          sessionId: session.id,
          question: text,
        });
      }
      const waiting =
        handOver && answer.handoff ? await startWaiting(tx, session, answer.handoff) : null;
      return { turn: stored, handoff: waiting };
    });
    // The live list shows the new last message (and the new waiting chat).
    await this.ctx.live.publish({
      organizationId: session.organizationId,
      sessionId: session.id,
      kind: handoff ? 'state' : 'message',
    });
    return {
      turn_id: turn.id,
      assistant,
      confidence: answer.confidence,
      date_time: turn.createdAt.toISOString(),
      ...(handoff ? { handoff } : {}),
    };
  }

  async submitForm(
    sessionId: string,
    token: string | null,
    call: VisitorCall,
    form: {
      category: string;
      form_key?: string | undefined;
      form_id: string;
      form_data: Record<string, unknown>;
    },
  ): Promise<{ id: string; submitted_at: string }> {
    const { session, bot } = await this.requireSession(sessionId, token, call);
    if (session.endedAt) throw new AppError(409, publicChatMessages.sessionEnded);
    if (Buffer.byteLength(JSON.stringify(form.form_data)) > MAX_FORM_BYTES) {
      throw new AppError(413, publicChatMessages.formTooLarge);
    }
    await enforceRateLimits(this.ctx.db, formLimits(this.ctx.config.rateLimit, session.id));
    const forms = await organizationForms(this.ctx.db, session.organizationId);
    // A form the bot showed before it was switched off or renamed is still taken.
    const definition = findFormDefinition(forms, { key: form.form_key, category: form.category });
    if (!definition) throw badRequest(formSubmissionMessages.unknownCategory);
    const slots = timeSlots(behaviorOf(bot).openingHours);
    const problem = checkSubmission(definition, form.form_data, slots);
    if (problem) throw badRequest(problem);
    const stored = await this.ctx.db.transaction(async (tx) => {
      await queries.adoptContactDetails(tx, session.appUserId, contactOf(form.form_data));
      const submitted = await queries.insertSubmittedForm(tx, {
        organizationId: session.organizationId,
        sessionId: session.id,
        formId: form.form_id,
        category: definition.category,
        formKey: definition.key,
        formData: form.form_data,
      });
      await publishEvent(tx, {
        type: 'form.submitted',
        organizationId: session.organizationId,
        formId: submitted.id,
      });
      await countFormSubmission(tx, session, submitted.submittedAt, definition.key);
      return submitted;
    });
    return { id: stored.id, submitted_at: stored.submittedAt.toISOString() };
  }

  async feedback(
    sessionId: string,
    token: string | null,
    call: VisitorCall,
    input: { turn_id: string; value: 'like' | 'dislike' },
  ): Promise<void> {
    const { session } = await this.requireSession(sessionId, token, call);
    if (!isUuid(input.turn_id)) throw notFound(publicChatMessages.turnNotFound);
    const turnId = input.turn_id;
    const updated = await this.ctx.db.transaction(async (tx) => {
      const changed = await queries.setFeedback(tx, session.id, turnId, input.value);
      if (changed && changed.previous !== input.value) {
        // A changed mind moves the count: the new value gains one, the one it replaces loses one.
        const deltas = { likes: 0, dislikes: 0 };
        deltas[input.value === 'like' ? 'likes' : 'dislikes'] += 1;
        if (changed.previous) deltas[changed.previous === 'like' ? 'likes' : 'dislikes'] -= 1;
        await countSessionActivity(tx, session, changed.createdAt, deltas);
      }
      return changed;
    });
    if (!updated) throw notFound(publicChatMessages.turnNotFound);
  }

  /** The visitor leaving closes an open handoff as 'abandoned', whether or not a person held it. */
  async end(sessionId: string, token: string | null, call: VisitorCall): Promise<void> {
    const { session } = await this.requireSession(sessionId, token, call);
    const ended = await this.ctx.db.transaction((tx) => endChatSession(tx, session, 'abandoned'));
    if (ended) {
      await this.ctx.live.publish({
        organizationId: session.organizationId,
        sessionId: session.id,
        kind: 'state',
      });
    }
  }

  /** The visitor is typing: the agent's page shows it. */
  async typing(sessionId: string, token: string | null, call: VisitorCall): Promise<void> {
    const { session } = await this.requireSession(sessionId, token, call);
    if (session.endedAt || session.handoffState === 'bot') return;
    await enforceRateLimits(this.ctx.db, typingLimits(this.ctx.config.rateLimit, session.id));
    await this.ctx.live.publish({
      organizationId: session.organizationId,
      sessionId: session.id,
      kind: 'typing',
      from: 'visitor',
    });
  }

  private async canHandOver(bot: ChatbotSettingsRow, organizationId: string): Promise<boolean> {
    const { openingHours } = behaviorOf(bot);
    if (openingHours) {
      const timeZone = await organizationTimeZone(this.ctx.db, organizationId);
      if (!isWithinOpeningHours(openingHours, timeZone, new Date())) return false;
    }
    return isAnyoneOnline(this.ctx.db, organizationId);
  }

  private async requireBot(botId: string, call: VisitorCall): Promise<WidgetChatbot> {
    const found = isUuid(botId)
      ? await chatbotQueries.findWidgetChatbotById(this.ctx.db, botId)
      : null;
    if (!found) throw notFound(publicChatMessages.botNotFound);
    this.admitVisitor(found, call);
    return found;
  }

  /**
   * A session answers only to its own visitor token, and only on an allowed site. A wrong token
   * gets the same 404 as an unknown session: it must not learn that the session exists.
   */
  async requireSession(
    sessionId: string,
    token: string | null,
    call: VisitorCall,
  ): Promise<{ session: ChatSessionRow; bot: ChatbotSettingsRow }> {
    const session = isUuid(sessionId) ? await queries.findSession(this.ctx.db, sessionId) : null;
    if (!session) throw notFound(publicChatMessages.sessionNotFound);
    if (!token) throw unauthorized(publicChatMessages.tokenMissing);
    if (!timingSafeEqual(Buffer.from(session.visitorTokenHash, 'hex'), hashToken(token))) {
      throw notFound(publicChatMessages.sessionNotFound);
    }
    const bot = this.admitVisitor(await this.widgetChatbotOf(session.organizationId), call);
    return { session, bot };
  }

  private async widgetChatbotOf(organizationId: string): Promise<WidgetChatbot> {
    const found = await chatbotQueries.findWidgetChatbotOfOrganization(this.ctx.db, organizationId);
    if (found) return found;
    // A session's organization has a bot; should its row be missing, it is made with the defaults.
    await chatbotQueries.ensureChatbotSettings(this.ctx.db, organizationId);
    const made = await chatbotQueries.findWidgetChatbotOfOrganization(this.ctx.db, organizationId);
    if (!made) throw new Error(`chatbot settings of ${organizationId} vanished`);
    return made;
  }

  /**
   * The page's site must be one the bot allows; then a suspended tenant's widget answers as if its
   * chats ran out, so visitors learn nothing more.
   */
  private admitVisitor({ bot, organizationSuspended }: WidgetChatbot, call: VisitorCall) {
    if (!isOriginAllowed(call.origin, bot.allowedDomains, this.ctx.config.publicUrl, call.host)) {
      // The reason tells the widget to stay off this page rather than show visitors the error.
      throw new AppError(403, publicChatMessages.originRefused, {
        reason: ORIGIN_NOT_ALLOWED_REASON,
      });
    }
    if (organizationSuspended) throw forbidden(billingMessages.chatsUnavailable);
    return bot;
  }
}

/**
 * The contact form instead of a person nobody can be: the form's own words stay, and `message`
 * carries what the bot says before it (the widget shows it above the form), after what the
 * handover itself had to say (an urgent message's advice). With every form off, only the words.
 */
function noAgentReply(handover: AssistantReply, settings: EngineSettings): AssistantReply {
  const said = typeof handover === 'object' ? handover.message : undefined;
  const form = contactForm(settings.forms);
  const words = form ? liveChatTexts.noAgent : NO_PERSON_MESSAGE;
  const message = said ? `${said} ${words}` : words;
  return form ? showForm(form, settings, message) : message;
}

const MAX_CONTACT_CHARS = 254;

/** The name, e-mail and phone a form carries (the widget names fields after their labels). */
function contactOf(formData: Record<string, unknown>) {
  const text = (key: string) => {
    const value = formData[key];
    return typeof value === 'string' && value.trim() !== ''
      ? value.trim().slice(0, MAX_CONTACT_CHARS)
      : null;
  };
  const email = text('email');
  return {
    name: text('full_name'),
    email: email && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email.toLowerCase() : null,
    phone: text('phone_number') ?? text('phone'),
  };
}
