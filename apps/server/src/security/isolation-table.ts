import type { Tenant, TenantWorld } from './tenant-world.js';

/**
 * How the isolation suite treats a route's path parameter:
 * - `tenant`: names organization data. Another tenant's owner gets 404; A's viewer reads it (200)
 *   and is refused every change (403) but those `VIEWER_MAY` lists.
 * - `member`: names one member's own data (a bell entry). Another member of the same organization
 *   gets 404, exactly like another tenant: it is not theirs to know of.
 * - `visitor`: a chat session of the public API, opened by its visitor token. Another session's
 *   token gets 404.
 * - `public-bot`: a bot id the widget embeds in every page; public by design.
 * - `operator`: platform operator data. A tenant's owner gets 403.
 * - `shared`: the same for every tenant (help articles), or a fixed word (environment, provider).
 * - `invitation-token`: the secret of an invitation link, which is its own credential.
 */
export type ParamKind =
  'tenant' | 'member' | 'visitor' | 'public-bot' | 'operator' | 'shared' | 'invitation-token';

export interface ParamSource {
  kind: ParamKind;
  /** The value of every path parameter, taken from organization A (or the shared world). */
  value(a: Tenant, world: TenantWorld): string;
}

const tenant = (value: ParamSource['value']): ParamSource => ({ kind: 'tenant', value });
const member = (value: ParamSource['value']): ParamSource => ({ kind: 'member', value });
const operator = (value: ParamSource['value']): ParamSource => ({ kind: 'operator', value });
const shared = (value: ParamSource['value']): ParamSource => ({ kind: 'shared', value });
const visitor: ParamSource = { kind: 'visitor', value: (a) => a.ids.session };
const liveSession = tenant((a) => a.ids.session);

/** Every parametrised path of the OpenAPI document; a new one must be added here. */
export const PARAM_SOURCES: Record<string, ParamSource> = {
  '/api/knowledge/entries/{id}': tenant((a) => a.ids.entry),
  '/api/knowledge/entries/{id}/duplicate': tenant((a) => a.ids.entry),
  '/api/knowledge/entries/{id}/reprocess': tenant((a) => a.ids.upload),
  '/api/knowledge/entries/{id}/original': tenant((a) => a.ids.upload),
  '/api/knowledge/crawls/{id}': tenant((a) => a.ids.crawl),
  '/api/knowledge/crawls/{id}/run': tenant((a) => a.ids.crawl),
  '/api/public/bots/{botId}/config': { kind: 'public-bot', value: (a) => a.botId },
  '/api/public/bots/{botId}/sessions': { kind: 'public-bot', value: (a) => a.botId },
  '/api/public/sessions/{sessionId}/messages': visitor,
  '/api/public/sessions/{sessionId}/forms': visitor,
  '/api/public/sessions/{sessionId}/feedback': visitor,
  '/api/public/sessions/{sessionId}/end': visitor,
  '/api/public/sessions/{sessionId}/live': visitor,
  '/api/public/sessions/{sessionId}/typing': visitor,
  '/api/live/conversations/{sessionId}': liveSession,
  '/api/live/conversations/{sessionId}/take': liveSession,
  '/api/live/conversations/{sessionId}/messages': liveSession,
  '/api/live/conversations/{sessionId}/release': liveSession,
  '/api/live/conversations/{sessionId}/end': liveSession,
  '/api/live/conversations/{sessionId}/typing': liveSession,
  '/api/user/get_users/{id}': tenant((a) => a.ids.endUser),
  '/api/user/get_submitted_forms/{id}': tenant((a) => a.ids.form),
  '/api/user/get_user_chats/{id}': tenant((a) => a.ids.endUser),
  '/api/user/get_session_chats/{id}': tenant((a) => a.ids.session),
  '/api/user/update_form_status/{id}': tenant((a) => a.ids.form),
  '/api/conversations/{id}': tenant((a) => a.ids.session),
  '/api/team/invitations/{id}/resend': tenant((a) => a.ids.invitation),
  '/api/team/invitations/{id}': tenant((a) => a.ids.invitation),
  // The owner: a viewer may not change or remove another member (leaving is in VIEWER_MAY).
  '/api/team/members/{accountId}': tenant((a) => a.ownerAccountId),
  '/api/invitations/{token}': { kind: 'invitation-token', value: () => 'not-a-real-token' },
  '/api/invitations/{token}/signup': { kind: 'invitation-token', value: () => 'not-a-real-token' },
  '/api/invitations/{token}/join': { kind: 'invitation-token', value: () => 'not-a-real-token' },
  // A's owner's own bell entry.
  '/api/notifications/{id}/read': member((a) => a.ids.notification),
  '/api/api-keys/{environment}/regenerate': shared(() => 'development'),
  '/api/integrations/{provider}': shared(() => 'slack'),
  '/api/integrations/{provider}/test': shared(() => 'slack'),
  '/api/help/articles/{id}/vote': shared((_a, world) => world.helpArticle),
  '/api/help/faqs/{id}/vote': shared((_a, world) => world.helpFaq),
  '/api/support/tickets/{id}': tenant((a) => a.ids.ticket),
  '/api/support/tickets/{id}/messages': tenant((a) => a.ids.ticket),
  '/api/operator/tenants/{id}': operator((a) => a.organizationId),
  '/api/operator/tenants/{id}/suspend': operator((a) => a.organizationId),
  '/api/operator/tenants/{id}/activate': operator((a) => a.organizationId),
  '/api/operator/plans/{id}': operator((_a, world) => world.plan),
  '/api/operator/plans/{id}/activate': operator((_a, world) => world.plan),
  '/api/operator/plans/{id}/deactivate': operator((_a, world) => world.plan),
  '/api/operator/tickets/{id}': operator((a) => a.ids.ticket),
  '/api/operator/tickets/{id}/messages': operator((a) => a.ids.ticket),
  '/api/operator/tickets/{id}/status': operator((a) => a.ids.ticket),
};

/** A change a viewer may make, and why it is theirs to make. */
export interface ViewerRule {
  /** The operation, `METHOD /path`. */
  key: string;
  why: string;
  /** The id the viewer acts on, where it is not the one of `PARAM_SOURCES`. */
  param?: (a: Tenant) => string;
}

/**
 * The rules that let A's viewer act. A viewer reads everything of its organization and changes
 * none of it; these calls change nothing of the organization, only what is the viewer's own. The
 * isolation suite expects 200 for each, in this order (leaving ends the membership, so it is last).
 */
export const VIEWER_MAY: readonly ViewerRule[] = [
  {
    key: 'POST /api/help/articles/{id}/vote',
    why: "A vote is the member's own opinion of help shared by every tenant.",
  },
  {
    key: 'POST /api/help/faqs/{id}/vote',
    why: "A vote is the member's own opinion of help shared by every tenant.",
  },
  {
    key: 'POST /api/support/tickets',
    why: 'A viewer files its own support tickets: asking for help changes nothing of the organization.',
  },
  {
    key: 'POST /api/support/tickets/{id}/messages',
    why: "A viewer answers support on its organization's tickets (decision 009: a ticket belongs to the organization); a reply changes nothing else.",
  },
  {
    key: 'DELETE /api/team/members/{accountId}',
    param: (a) => a.viewerAccountId,
    why: "Anyone may leave a team: it is one's own membership (decision 007). Removing another member stays 403.",
  },
];

/**
 * A valid body for each operation that takes one, so a refusal is about who calls and which id,
 * not about a malformed body.
 */
export const VALID_BODIES: Record<string, object> = {
  'PUT /api/knowledge/entries/{id}': { title: 'Renamed', content: 'New content' },
  'PATCH /api/knowledge/crawls/{id}': { paused: true },
  'POST /api/public/sessions/{sessionId}/messages': { text: 'Hello' },
  'POST /api/public/sessions/{sessionId}/forms': {
    category: 'General Inquiry',
    form_id: 'form-1',
    form_data: { message: 'Hi' },
  },
  'POST /api/public/sessions/{sessionId}/feedback': { turn_id: 'turn-1', value: 'like' },
  'POST /api/live/conversations/{sessionId}/messages': { text: 'Hello from staff' },
  'PUT /api/user/update_form_status/{id}': { status: 'True' },
  'PUT /api/team/members/{accountId}': { role: 'editor' },
  'POST /api/invitations/{token}/signup': {
    name: 'Someone',
    password: 'Passw0rd!',
    confirmPassword: 'Passw0rd!',
  },
  'PUT /api/integrations/{provider}': { webhook_url: 'https://hooks.slack.com/services/T/B/x' },
  'POST /api/help/articles/{id}/vote': { helpful: true },
  'POST /api/help/faqs/{id}/vote': { helpful: true },
  'POST /api/support/tickets': { subject: 'A question', priority: 'low', message: 'How do I?' },
  'POST /api/support/tickets/{id}/messages': { message: 'Any news?' },
  'DELETE /api/operator/tenants/{id}': { confirm_name: 'Tenant a' },
  'POST /api/operator/tickets/{id}/messages': { message: 'Looking into it.' },
  'PUT /api/operator/tickets/{id}/status': { status: 'open' },
};
