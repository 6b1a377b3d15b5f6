import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import { knowledgeMessages as messages, type KnowledgeEntry } from '@concierge/shared';
import type { Session } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { enqueueJob } from '../../platform/jobs/queue.js';
import { requirePermission, type Tenant } from '../../platform/tenancy.js';
import { requireRoomFor } from '../billing/limits.js';
import { duplicateUploadsError, findDuplicateUploads } from './duplicate-uploads.js';
import { toKnowledgeEntry } from './entry-mapper.js';
import { EXTRACT_DOCUMENT_JOB } from './extract-job.js';
import { detectDocumentKind, type DocumentKind } from './extraction/index.js';
import * as queries from './queries.js';
import { KnowledgeService } from './service.js';

export interface UploadedFile {
  filename: string;
  data: Buffer;
}

const MIME_TYPES: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
};

/**
 * Keeps each original in the file store and creates its entry as `processing`; a job extracts the
 * text. Every file is checked (by type, then against the documents already uploaded, by name and
 * by content) before anything is stored, so a request with one bad file stores none. A file that
 * matches an uploaded document answers 409, unless `replace` is set: then the new entry takes the
 * old one's place.
 */
export async function acceptUploads(
  ctx: AppContext,
  tenant: Tenant,
  session: Session,
  files: UploadedFile[],
  options: { replace?: boolean } = {},
): Promise<KnowledgeEntry[]> {
  requirePermission(tenant, 'editContent');
  const checked = files.map((file) => {
    const kind = detectDocumentKind(file.filename, file.data);
    if (!kind) throw new AppError(415, `${file.filename}: ${messages.unsupportedType}`);
    const sha256 = createHash('sha256').update(file.data).digest('hex');
    return { ...file, kind, sha256, fileName: path.basename(file.filename) };
  });
  const duplicates = await findDuplicateUploads(ctx.db, tenant.organizationId, checked);
  if (duplicates.length > 0 && !options.replace) throw duplicateUploadsError(duplicates);
  const replaced = [...new Set(duplicates.map((duplicate) => duplicate.entry_id))];
  await requireRoomFor(
    ctx.db,
    tenant.organizationId,
    'knowledgeBase',
    Math.max(0, checked.length - replaced.length),
  );

  const entryIds: string[] = [];
  for (const file of checked) {
    const fileId = randomUUID();
    const storageKey = `${tenant.organizationId}/${fileId}`;
    await ctx.files.put(storageKey, file.data);
    await ctx.db.transaction(async (tx) => {
      await queries.insertFile(tx, {
        id: fileId,
        organizationId: tenant.organizationId,
        storageKey,
        fileName: file.fileName,
        mimeType: MIME_TYPES[file.kind],
        sizeBytes: file.data.length,
        sha256: file.sha256,
      });
      const entry = await queries.insertEntry(tx, {
        organizationId: tenant.organizationId,
        type: 'document',
        status: 'processing',
        sourceType: 'upload',
        title: titleFromFileName(file.fileName),
        fileId,
        modifiedBy: session.account.name,
      });
      await enqueueJob(tx, {
        type: EXTRACT_DOCUMENT_JOB,
        organizationId: tenant.organizationId,
        payload: { entryId: entry.id },
      });
      entryIds.push(entry.id);
    });
  }
  // The new entries stand before the old ones go; one deleted meanwhile is gone already.
  const knowledge = new KnowledgeService(ctx);
  for (const entryId of replaced) {
    await knowledge.remove(tenant, entryId).catch((error: unknown) => {
      if (!(error instanceof AppError && error.statusCode === 404)) throw error;
    });
  }
  ctx.worker.kick();

  const entries = [];
  for (const id of entryIds) {
    const entry = await queries.findEntry(ctx.db, tenant.organizationId, id);
    if (entry) entries.push(toKnowledgeEntry(entry));
  }
  return entries;
}

/** "lab-hours_2024.pdf" → "lab hours 2024". */
function titleFromFileName(fileName: string): string {
  const stem = fileName
    .replace(/\.[^.]+$/, '')
    .replace(/[_-]+/g, ' ')
    .trim();
  return stem || fileName;
}
