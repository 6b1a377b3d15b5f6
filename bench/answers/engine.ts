import { DEFAULT_HANDOFF_TRIGGERS } from '@concierge/shared';
import type { Database } from '../../apps/server/src/db/client.js';
import {
  answerMessage,
  type EngineAnswer,
  type EngineSettings,
} from '../../apps/server/src/modules/chat-engine/index.js';
import { HEALTHCARE_FORMS } from '../../apps/server/src/modules/forms/templates/healthcare.js';
import { embedKnowledgeJob } from '../../apps/server/src/modules/embeddings/embed-knowledge-job.js';
import { createEmbedder, type Embedder } from '../../apps/server/src/modules/embeddings/index.js';

/**
 * The bench's only contact with the answer engine: its public entry (`answerMessage`) and the
 * embeddings job that prepares its vectors. Nothing here knows how the engine ranks.
 */

/** Every feature on, the default triggers, no escalation for retries within a question. */
export const BENCH_SETTINGS: EngineSettings = {
  features: {
    leadCapture: true,
    appointmentBooking: true,
    ticketCreation: true,
    humanHandoff: true,
  },
  maxRetries: 10,
  handoffTriggers: DEFAULT_HANDOFF_TRIGGERS,
  fallbackResponse: null,
  // The lab's five, the forms an organization has before it defines its own: the businesses'
  // form requests are scored by SPEC's categories.
  forms: HEALTHCARE_FORMS.map((form, position) => ({ ...form, position })),
  openingHours: null,
};

// ─── EMBEDDINGS ────────────────────────────────────────────────────────────────────────────────
// The app's own embedder (the bundled sentence encoder; a remote service never, whatever the
// environment says) and its embed_knowledge job, run inline for one organization: the chunks the
// bench publishes are embedded exactly as the worker would embed them.
let embedder: Embedder | null = process.argv.includes('--no-embeddings')
  ? null
  : createEmbedder({ embeddings: null });

/** Embeds every chunk of the organization; returns what happened, for the report's header. */
export async function embedOrganization(db: Database, organizationId: string): Promise<string> {
  if (!embedder) return 'off (--no-embeddings)';
  await embedKnowledgeJob({ db, embedder })({ organizationId });
  return `computed (${embedder.model})`;
}

/** The name of the model whose vectors the engine reads ('' with --no-embeddings). */
export function embeddingModel(): string {
  return embedder?.model ?? '';
}

/** The visitor's texts as the engine would embed them (empty vectors with --no-embeddings). */
export async function embedTexts(texts: string[]): Promise<Float32Array[]> {
  if (!embedder) return texts.map(() => new Float32Array());
  return texts.length ? embedder.embed(texts) : [];
}

/**
 * A new embedder, its question cache empty: the timing run asks questions the business runs have
 * already asked, and a cached vector would time the cache instead of the model.
 */
export async function restartEmbedder(): Promise<void> {
  if (!embedder) return;
  await embedder.close?.();
  embedder = createEmbedder({ embeddings: null });
}

/** Ends the embedder's model thread. */
export async function closeEngine(): Promise<void> {
  await embedder?.close?.();
  embedder = null;
}
// ───────────────────────────────────────────────────────────────────────────────────────────────

/** Asks the engine one visitor message, as the first of a chat (no unsure answers before it). */
export function askEngine(db: Database, organizationId: string, text: string) {
  return answerMessage(
    db,
    { organizationId, text, lowConfidenceStreak: 0, settings: BENCH_SETTINGS },
    { embedder },
  );
}

/** The text a visitor reads: the reply itself or the message that comes with an action. */
export function replyText(answer: EngineAnswer): string {
  const { assistant } = answer;
  return typeof assistant === 'string' ? assistant : (assistant.message ?? '');
}

/**
 * The engine's ranked entry ids, when its answer carries them (`candidates` or `ranking`, as ids
 * or as objects with an `entryId`); null when it gives only its best match.
 */
export function rankedEntryIds(answer: EngineAnswer): string[] | null {
  const record = answer as unknown as Record<string, unknown>;
  const list = record.candidates ?? record.ranking;
  if (!Array.isArray(list)) return null;
  return list
    .map((item: unknown) =>
      typeof item === 'string'
        ? item
        : typeof item === 'object' && item !== null && 'entryId' in item
          ? String((item as { entryId: unknown }).entryId)
          : '',
    )
    .filter(Boolean);
}
