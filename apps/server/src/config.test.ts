import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has a working default for every variable', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      otpTtlSeconds: 60,
      seedDemo: true,
      uploadMaxBytes: 20 * 1024 * 1024,
      jobTiming: { retryBaseSeconds: 5, leaseSeconds: 60 },
    });
  });

  it('reads the job timings, fractions of a second included, and refuses a bad one', () => {
    expect(loadConfig({ JOB_RETRY_BASE_SECONDS: '0.5', JOB_LEASE_SECONDS: '2' }).jobTiming).toEqual(
      { retryBaseSeconds: 0.5, leaseSeconds: 2 },
    );
    for (const bad of ['soon', '0', '-3']) {
      expect(() => loadConfig({ JOB_LEASE_SECONDS: bad })).toThrow(
        /JOB_LEASE_SECONDS: must be a number of seconds/,
      );
    }
  });

  it('lists every bad variable in one error', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        JWT_SECRET: 'short',
        SEED_DEMO: 'maybe',
      });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const problems = (error as ConfigError).problems.map((problem) => problem.split(':')[0]);
      expect(problems.sort()).toEqual(['DATABASE_URL', 'JWT_SECRET', 'PORT', 'SEED_DEMO']);
    }
  });

  it('treats empty variables as unset and reads flags', () => {
    const config = loadConfig({
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      PUBLIC_URL: 'https://bots.example.com/',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(false);
    expect(config.publicUrl).toBe('https://bots.example.com');
  });

  it('logs readable lines in development and JSON elsewhere, unless LOG_FORMAT says', () => {
    expect(loadConfig({}).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'production' }).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'test' }).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'colorful' })).toThrow(/LOG_FORMAT/);
  });
});
