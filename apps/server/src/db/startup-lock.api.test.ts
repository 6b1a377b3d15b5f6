import { describe, expect, it } from 'vitest';
import { underStartupLock } from './startup-lock.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the startup lock', () => {
  it('runs the work at once on the embedded database, where nobody else can start', async () => {
    expect(await underStartupLock(undefined, async () => 'done')).toBe('done');
  });

  describe.skipIf(process.env.TEST_DB !== 'postgres' || !serverUrl)('on PostgreSQL', () => {
    const url = serverUrl ?? '';

    it('makes processes started together take turns', async () => {
      const steps: string[] = [];
      const startUp = (name: string) => async () => {
        steps.push(`${name} starts`);
        await pause(200);
        steps.push(`${name} ends`);
        return name;
      };
      const done = await Promise.all([
        underStartupLock(url, startUp('first')),
        underStartupLock(url, startUp('second')),
      ]);
      expect(done).toEqual(['first', 'second']);
      const [starter] = (steps[0] ?? '').split(' ');
      expect(steps.slice(0, 2)).toEqual([`${starter} starts`, `${starter} ends`]);
    });

    it('lets the next process in when the work failed half-way', async () => {
      await expect(
        underStartupLock(url, () => Promise.reject(new Error('migration failed'))),
      ).rejects.toThrow('migration failed');
      expect(await underStartupLock(url, async () => 'next')).toBe('next');
    });
  });
});
