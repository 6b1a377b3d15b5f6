import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory migrated and seeded once, copied by each spec file's server. */
    seededDataDir: string;
  }
}

/**
 * Starts the server once on a fresh data directory and stops it: migrations and the demo seed
 * (a month of chats) then run once per test run instead of once per spec file.
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'concierge-e2e-seeded-'));
  const server = await startServer('smtp://127.0.0.1:9', { dataDir, fresh: true });
  await server.stop();
  project.provide('seededDataDir', dataDir);
  return () => rm(dataDir, { recursive: true, force: true });
}
