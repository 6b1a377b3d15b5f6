import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Secrets generated once per data directory, so a laptop needs no setup and restarts keep them. */
export interface DataDirSecrets {
  jwtSecret: string;
  demoOwnerPassword: string;
  demoOperatorPassword: string;
}

const FILE_NAME = 'secrets.json';

/** `created` tells that this start generated them (a new data directory). */
export async function loadOrCreateSecrets(
  dataDir: string,
): Promise<{ secrets: DataDirSecrets; created: boolean }> {
  const file = path.join(dataDir, FILE_NAME);
  const existing = await readSecrets(file);
  if (existing) return { secrets: existing, created: false };
  const secrets: DataDirSecrets = {
    jwtSecret: randomBytes(48).toString('base64url'),
    demoOwnerPassword: generatePassword(),
    demoOperatorPassword: generatePassword(),
  };
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return { secrets, created: true };
}

async function readSecrets(file: string): Promise<DataDirSecrets | null> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<DataDirSecrets>;
    if (parsed.jwtSecret && parsed.demoOwnerPassword && parsed.demoOperatorPassword) {
      return parsed as DataDirSecrets;
    }
    return null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Random, readable, and meets the SPEC §5 password rule (upper, lower, digit, special). */
export function generatePassword(): string {
  return `Demo-${randomBytes(9).toString('base64url')}-7a!`;
}
