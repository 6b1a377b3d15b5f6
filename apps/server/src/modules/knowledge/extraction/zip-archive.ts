import { inflateRawSync } from 'node:zlib';
import { ExtractionError, extractionReasons } from './extraction-error.js';

export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

export const MAX_ZIP_ENTRIES = 5_000;
const SUSPICIOUS_RATIO = 200;
const SUSPICIOUS_SIZE = 5 * 1024 * 1024;

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_HEADER = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

/**
 * Reads the central directory at the end of a zip file without unpacking anything. Returns null
 * when the bytes are not a well-formed zip (truncated, or ZIP64, which no real document needs).
 */
export function readZipDirectory(bytes: Buffer): ZipEntry[] | null {
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== LOCAL_FILE_HEADER) return null;
  // The end record is the last 22 bytes plus a comment of at most 65,535 bytes.
  const searchFrom = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= searchFrom; at--) {
    if (bytes.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;

  const count = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) return null;
  if (directoryOffset + directorySize > end) return null;

  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== CENTRAL_DIRECTORY_HEADER) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const next = at + 46 + nameLength + extraLength + commentLength;
    if (next > end) return null;
    entries.push({
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      uncompressedSize: bytes.readUInt32LE(at + 24),
      localHeaderOffset: bytes.readUInt32LE(at + 42),
    });
    at = next;
  }
  return entries;
}

/**
 * Refuses a zip that would unpack to more than maxUnpackedBytes, before any library unpacks it:
 * first from the sizes the directory declares, then by inflating each entry with the declared size
 * as a hard ceiling, so a directory that lies about its sizes is caught too.
 */
export function checkZipArchive(bytes: Buffer, maxUnpackedBytes: number, damaged: string): void {
  const entries = readZipDirectory(bytes);
  if (!entries) throw new ExtractionError(damaged);
  if (entries.length > MAX_ZIP_ENTRIES) {
    throw new ExtractionError(extractionReasons.tooManyParts(MAX_ZIP_ENTRIES));
  }

  let declaredTotal = 0;
  for (const entry of entries) declaredTotal += entry.uncompressedSize;
  if (declaredTotal > maxUnpackedBytes) {
    throw new ExtractionError(extractionReasons.tooLargeUnpacked(maxUnpackedBytes));
  }
  for (const entry of entries) {
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (ratio > SUSPICIOUS_RATIO && entry.uncompressedSize > SUSPICIOUS_SIZE) {
      throw new ExtractionError(extractionReasons.suspiciousCompression);
    }
  }

  for (const entry of entries) {
    if (!unpacksWithinDeclaredSize(bytes, entry)) throw new ExtractionError(damaged);
  }
}

function unpacksWithinDeclaredSize(bytes: Buffer, entry: ZipEntry): boolean {
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_FILE_HEADER) return false;
  if (entry.flags & 0x1) return false; // encrypted entries: not something Word writes
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) return false;
  if (entry.method === STORED) return entry.compressedSize === entry.uncompressedSize;
  if (entry.method !== DEFLATED) return false;
  try {
    // maxOutputLength makes zlib stop (and throw) as soon as the entry outgrows its declared size.
    inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
    return true;
  } catch {
    return false;
  }
}

/** One entry's bytes, for an archive that checkZipArchive has already accepted. */
export function readZipEntry(bytes: Buffer, name: string): Buffer | null {
  const entry = readZipDirectory(bytes)?.find((candidate) => candidate.name === name);
  if (!entry) return null;
  const at = entry.localHeaderOffset;
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === STORED) return data;
  return inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
}
