import {
  knowledgeMessages as messages,
  splitList,
  type AddContentInput,
  type KnowledgeEntry,
  type KnowledgeEntryDetail,
  type KnowledgeEntryPage,
  type ListEntriesQuery,
  type ServerContentItem,
  type UpdateEntryInput,
} from '@concierge/shared';
import type { Session } from '../../platform/auth-guard.js';
import type { AppContext } from '../../platform/context.js';
import { conflict, notFound, AppError } from '../../platform/errors.js';
import { isUuid } from '../../platform/ids.js';
import { enqueueJob } from '../../platform/jobs/queue.js';
import { requirePermission, type Tenant } from '../../platform/tenancy.js';
import { requireRoomFor } from '../billing/limits.js';
import { chunkText, countWords } from './chunking.js';
import { createPublishedEntry, saveNewVersion } from './entry-content.js';
import { toKnowledgeEntry, toServerContentItem, toVersion } from './entry-mapper.js';
import { REFETCH_PAGE_JOB } from '../crawler/jobs.js';
import { EXTRACT_DOCUMENT_JOB } from './extract-job.js';
import * as queries from './queries.js';
import type { EntryWithSource } from './queries.js';

/** get-all answers at most this many items, newest first (the list call pages properly). */
const GET_ALL_LIMIT = 1000;

export class KnowledgeService {
  constructor(private readonly ctx: AppContext) {}

  /** POST /content/add: a typed Q&A or written entry, published at once. */
  async addContent(
    tenant: Tenant,
    session: Session,
    input: AddContentInput,
  ): Promise<ServerContentItem> {
    requirePermission(tenant, 'editContent');
    await requireRoomFor(this.ctx.db, tenant.organizationId, 'knowledgeBase');
    const common = {
      organizationId: tenant.organizationId,
      sourceType: 'manual' as const,
      modifiedBy: session.account.name,
    };
    const entry =
      input.content_type === 'qa'
        ? await this.ctx.db.transaction((tx) =>
            createPublishedEntry(tx, {
              ...common,
              type: 'faq',
              title: input.question,
              content: input.answer,
              tags: splitList(input.keywords),
            }),
          )
        : await this.ctx.db.transaction((tx) =>
            createPublishedEntry(tx, {
              ...common,
              type: 'document',
              title: input.title,
              content: input.content,
            }),
          );
    return toServerContentItem(await this.requireEntry(tenant, entry.id));
  }

  async getAll(tenant: Tenant): Promise<ServerContentItem[]> {
    const { rows } = await queries.listEntries(
      this.ctx.db,
      tenant.organizationId,
      { source: 'all', status: 'all', type: 'all' },
      { limit: GET_ALL_LIMIT, offset: 0 },
    );
    return rows.map(toServerContentItem);
  }

  async list(tenant: Tenant, query: ListEntriesQuery): Promise<KnowledgeEntryPage> {
    const { rows, total } = await queries.listEntries(this.ctx.db, tenant.organizationId, query, {
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    });
    return {
      entries: rows.map(toKnowledgeEntry),
      pagination: {
        page: query.page,
        total_pages: Math.max(1, Math.ceil(total / query.limit)),
        total_entries: total,
      },
      summary: await queries.summarise(this.ctx.db, tenant.organizationId),
    };
  }

  async detail(tenant: Tenant, entryId: string): Promise<KnowledgeEntryDetail> {
    const entry = await this.requireEntry(tenant, entryId);
    const versions = await queries.listVersions(this.ctx.db, tenant.organizationId, entryId);
    return { ...toKnowledgeEntry(entry), versions: versions.map(toVersion) };
  }

  async update(
    tenant: Tenant,
    session: Session,
    entryId: string,
    input: UpdateEntryInput,
  ): Promise<KnowledgeEntry> {
    requirePermission(tenant, 'editContent');
    const entry = await this.requireSettledEntry(tenant, entryId, 'editing');
    await this.ctx.db.transaction((tx) =>
      saveNewVersion(
        tx,
        entry,
        { title: input.title, content: input.content, modifiedBy: session.account.name },
        { tags: input.tags },
      ),
    );
    return toKnowledgeEntry(await this.requireEntry(tenant, entryId));
  }

  async duplicate(tenant: Tenant, session: Session, entryId: string): Promise<KnowledgeEntry> {
    requirePermission(tenant, 'editContent');
    const entry = await this.requireSettledEntry(tenant, entryId, 'duplicating');
    if (entry.content === '') throw conflict('This entry has no content to duplicate yet');
    await requireRoomFor(this.ctx.db, tenant.organizationId, 'knowledgeBase');
    const copy = await this.ctx.db.transaction((tx) =>
      createPublishedEntry(tx, {
        organizationId: tenant.organizationId,
        type: entry.type,
        sourceType: entry.sourceType,
        title: `${entry.title} (copy)`,
        content: entry.content,
        tags: entry.tags,
        fileId: entry.fileId,
        // The copy keeps the page address for reference but is not refreshed by the crawl.
        url: entry.url,
        modifiedBy: session.account.name,
      }),
    );
    return toKnowledgeEntry(await this.requireEntry(tenant, copy.id));
  }

  async remove(tenant: Tenant, entryId: string): Promise<void> {
    requirePermission(tenant, 'editContent');
    const storageKey = await this.ctx.db.transaction(async (tx) => {
      const deleted = isUuid(entryId)
        ? await queries.deleteEntryRow(tx, tenant.organizationId, entryId)
        : null;
      if (!deleted) throw notFound(messages.entryNotFound);
      if (!deleted.fileId || (await queries.countEntriesUsingFile(tx, deleted.fileId)) > 0) {
        return null;
      }
      return (await queries.deleteFileRow(tx, deleted.fileId))?.storageKey ?? null;
    });
    if (storageKey) await this.ctx.files.delete(storageKey);
  }

  /** Reads the text again: uploads are re-extracted, crawled pages re-fetched, typed text re-chunked. */
  async reprocess(tenant: Tenant, entryId: string): Promise<KnowledgeEntry> {
    requirePermission(tenant, 'editContent');
    const entry = await this.requireSettledEntry(tenant, entryId, 'reprocessing');
    if (entry.sourceType === 'upload' && entry.fileId) {
      await this.queue(entry, 'processing', EXTRACT_DOCUMENT_JOB);
    } else if (entry.sourceType === 'crawl' && entry.url) {
      await this.queue(entry, 'crawling', REFETCH_PAGE_JOB);
    } else {
      await this.ctx.db.transaction(async (tx) => {
        await queries.updateEntryRow(tx, entry.id, { wordCount: countWords(entry.content) });
        await queries.replaceChunks(tx, entry, chunkText(entry.content));
      });
    }
    return toKnowledgeEntry(await this.requireEntry(tenant, entryId));
  }

  async original(
    tenant: Tenant,
    entryId: string,
  ): Promise<{ fileName: string; mimeType: string; bytes: Buffer }> {
    const entry = await this.requireEntry(tenant, entryId);
    const file = entry.fileId
      ? await queries.findFile(this.ctx.db, tenant.organizationId, entry.fileId)
      : null;
    if (!file) throw new AppError(400, messages.notAnUpload);
    return {
      fileName: file.fileName,
      mimeType: file.mimeType,
      bytes: await this.ctx.files.get(file.storageKey),
    };
  }

  private async queue(
    entry: EntryWithSource,
    status: 'processing' | 'crawling',
    jobType: string,
  ): Promise<void> {
    await this.ctx.db.transaction(async (tx) => {
      await queries.updateEntryRow(tx, entry.id, { status, failureReason: null });
      await enqueueJob(tx, {
        type: jobType,
        organizationId: entry.organizationId,
        payload: { entryId: entry.id },
      });
    });
    this.ctx.worker.kick();
  }

  private async requireEntry(tenant: Tenant, entryId: string): Promise<EntryWithSource> {
    const entry = isUuid(entryId)
      ? await queries.findEntry(this.ctx.db, tenant.organizationId, entryId)
      : null;
    if (!entry) throw notFound(messages.entryNotFound);
    return entry;
  }

  private async requireSettledEntry(tenant: Tenant, entryId: string, action: string) {
    const entry = await this.requireEntry(tenant, entryId);
    if (entry.status === 'processing' || entry.status === 'crawling') {
      throw conflict(`Wait until this entry has finished processing before ${action} it`);
    }
    return entry;
  }
}
