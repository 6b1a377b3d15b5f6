import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { adminQuery, withDatabase } from './admin-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PostgreSQL database each test file's database copies, or '' on PGlite. */
    postgresTemplate: string;
  }
}

/**
 * On PostgreSQL (TEST_DB=postgres), migrates one template database before the API suite, which
 * every test file's database copies (`CREATE DATABASE … TEMPLATE`, a file copy) instead of running
 * every migration again; dropped after the suite.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !serverUrl) {
    project.provide('postgresTemplate', '');
    return;
  }
  const name = `concierge_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  // A template must have no one connected while it is copied.
  await (await openDatabase({ kind: 'postgres', url: withDatabase(serverUrl, name) })).close();
  project.provide('postgresTemplate', name);
  return () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
}
