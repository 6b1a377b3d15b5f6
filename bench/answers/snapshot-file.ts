import { readFileSync } from 'node:fs';
import type { buildIndex } from '../../apps/server/src/modules/chat-engine/knowledge-index.js';

/** What bench/answers/snapshot.ts writes for one business; vectors as base64 float32 bytes. */
export interface SnapshotBusiness {
  slug: string;
  rows: Parameters<typeof buildIndex>[0];
  /** Chunk id → its stored vectors (one per window of a long chunk). */
  vectors: Record<string, string[]>;
  messages: {
    kind: 'knowledge' | 'request' | 'off-topic';
    text: string;
    /** An entry id for knowledge, an intent for a request, 'fallback' for off-topic. */
    expect: string;
    vector: string;
  }[];
}

export function encodeSnapshotVector(vector: Float32Array): string {
  return Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength).toString('base64');
}

export function decodeSnapshotVector(text: string): Float32Array {
  const bytes = Buffer.from(text, 'base64');
  return new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
}

/** The business's stored vectors by chunk id, as `buildIndex` takes them. */
export function snapshotVectors(business: SnapshotBusiness): Map<string, Float32Array[]> {
  return new Map(
    Object.entries(business.vectors).map(([id, list]) => [id, list.map(decodeSnapshotVector)]),
  );
}

export function readSnapshot(file: string): SnapshotBusiness[] {
  return JSON.parse(readFileSync(file, 'utf8')) as SnapshotBusiness[];
}
