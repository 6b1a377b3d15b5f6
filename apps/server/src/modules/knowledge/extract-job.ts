import type { AppContext } from '../../platform/context.js';
import { saveNewVersion } from './entry-content.js';
import { detectDocumentKind, extractDocument, ExtractionError } from './extraction/index.js';
import * as queries from './queries.js';

export const EXTRACT_DOCUMENT_JOB = 'knowledge.extract-document';

const UNREADABLE = 'The document could not be read';

/**
 * Extracts an uploaded document's text and publishes it, or marks the entry failed with the
 * reason. Parsing runs in a worker thread with time and output limits (see extraction/), so a
 * booby-trapped file fails its own entry and nothing else.
 */
export function extractDocumentJob(ctx: AppContext) {
  return async (payload: Record<string, unknown>): Promise<void> => {
    const entryId = String(payload.entryId);
    const entry = await queries.findEntryRow(ctx.db, entryId);
    if (!entry || entry.status !== 'processing' || !entry.fileId) return; // deleted or settled
    const file = await queries.findFile(ctx.db, entry.organizationId, entry.fileId);
    if (!file) return fail(ctx, entryId, UNREADABLE);

    let text: { title: string | null; text: string };
    try {
      const bytes = await ctx.files.get(file.storageKey);
      const kind = detectDocumentKind(file.fileName, bytes);
      if (!kind) return fail(ctx, entryId, UNREADABLE);
      text = await extractDocument(bytes, kind);
    } catch (error) {
      if (error instanceof ExtractionError) return fail(ctx, entryId, error.message);
      ctx.log.error({ err: error, entryId }, 'document extraction failed');
      return fail(ctx, entryId, UNREADABLE);
    }
    await ctx.db.transaction((tx) =>
      saveNewVersion(tx, entry, {
        title: entry.content === '' && text.title ? text.title : entry.title,
        content: text.text,
        modifiedBy: entry.modifiedBy,
      }),
    );
  };
}

async function fail(ctx: AppContext, entryId: string, reason: string): Promise<void> {
  await queries.updateEntryRow(ctx.db, entryId, { status: 'failed', failureReason: reason });
}
