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
    });
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
});
