import { knowledgeMessages as messages, type DuplicateUploads } from '@concierge/shared';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { knowledgeEntries, storedFiles } from '../../db/schema.js';
import { AppError } from '../../platform/errors.js';

export interface IncomingFile {
  fileName: string;
  sha256: string;
}

export type DuplicateUpload = DuplicateUploads['duplicates'][number];

/**
 * Uploaded documents of the organization that an incoming file would duplicate: the same name
 * (letter case aside) or the same bytes under any name.
 */
export async function findDuplicateUploads(
  db: Executor,
  organizationId: string,
  files: IncomingFile[],
): Promise<DuplicateUpload[]> {
  if (files.length === 0) return [];
  const rows = await db
    .select({
      entryId: knowledgeEntries.id,
      fileName: storedFiles.fileName,
      sha256: storedFiles.sha256,
    })
    .from(knowledgeEntries)
    .innerJoin(storedFiles, eq(storedFiles.id, knowledgeEntries.fileId))
    .where(
      and(
        eq(knowledgeEntries.organizationId, organizationId),
        eq(knowledgeEntries.sourceType, 'upload'),
        or(
          inArray(
            sql`lower(${storedFiles.fileName})`,
            files.map((file) => file.fileName.toLowerCase()),
          ),
          inArray(
            storedFiles.sha256,
            files.map((file) => file.sha256),
          ),
        ),
      ),
    );
  return files.flatMap((file) =>
    rows
      .filter(
        (row) =>
          row.sha256 === file.sha256 || row.fileName.toLowerCase() === file.fileName.toLowerCase(),
      )
      .map((row) => ({
        file_name: file.fileName,
        entry_id: row.entryId,
        existing_file_name: row.fileName,
      })),
  );
}

/** 409 naming the first duplicate; the data lists them all, so the page can offer to replace. */
export function duplicateUploadsError(duplicates: DuplicateUpload[]): AppError {
  const [first] = duplicates;
  const message =
    !first || first.file_name.toLowerCase() === first.existing_file_name.toLowerCase()
      ? messages.duplicateName(first?.file_name ?? '')
      : messages.duplicateContent(first.file_name, first.existing_file_name);
  return new AppError(409, message, { duplicates } satisfies DuplicateUploads);
}
