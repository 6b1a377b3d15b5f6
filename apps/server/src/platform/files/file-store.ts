import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where original uploads live. Local disk by default; an S3-compatible store can implement it. */
export interface FileStore {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/;

/** Files under `root` (DATA_DIR/uploads); keys are generated ids, never user input. */
export function createLocalFileStore(root: string): FileStore {
  const locate = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe file key "${key}"`);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, bytes) {
      const file = locate(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    get: (key) => readFile(locate(key)),
    async delete(key) {
      await rm(locate(key), { force: true });
    },
  };
}
