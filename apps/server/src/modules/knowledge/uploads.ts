import { createHash, randomUUID } from 'node:crypto';
import path from 'node:path';
import { knowledgeMessages as messages, type KnowledgeEntry } from '@concierge/shared';
import type { Session } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { enqueueJob } from '../../platform/jobs/queue.js';
import { requirePermission, type Tenant } from '../../platform/tenancy.js';
import { requireRoomFor } from '../billing/limits.js';
import { toKnowledgeEntry } from './entry-mapper.js';
import { EXTRACT_DOCUMENT_JOB } from './extract-job.js';
import { detectDocumentKind, type DocumentKind } from './extraction/index.js';
import * as queries from './queries.js';

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
 * text. Every file is checked (by name and by content) before anything is stored, so a request
 * with one bad file stores none.
 */
export async function acceptUploads(
  ctx: AppContext,
  tenant: Tenant,
  session: Session,
  files: UploadedFile[],
): Promise<KnowledgeEntry[]> {
  requirePermission(tenant, 'editContent');
  const checked = files.map((file) => {
    const kind = detectDocumentKind(file.filename, file.data);
    if (!kind) throw new AppError(415, `${file.filename}: ${messages.unsupportedType}`);
    return { ...file, kind, fileName: path.basename(file.filename) };
  });
  await requireRoomFor(ctx.db, tenant.organizationId, 'knowledgeBase', checked.length);

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
        sha256: createHash('sha256').update(file.data).digest('hex'),
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
