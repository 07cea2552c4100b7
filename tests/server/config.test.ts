import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

describe('loadConfig', () => {
  it('has production defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: resolve('./data'),
      databaseUrl: undefined,
      appMode: 'production',
      demo: true,
      filesPrefix: '',
      logLevel: 'info',
      trustProxy: false,
      rateLimits: { loginPerMinute: 30, captchaPerMinute: 60 },
      skipClientBuild: false,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/qds',
      DATABASE_URL: 'postgres://db/qds',
      APP_MODE: 'test',
      DEMO: 'false',
      FILES_PREFIX: 'https://cdn.example.com',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      LOGIN_RATE_LIMIT: '5',
      SKIP_CLIENT_BUILD: '1',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/var/lib/qds',
      databaseUrl: 'postgres://db/qds',
      appMode: 'test',
      demo: false,
      filesPrefix: 'https://cdn.example.com',
      logLevel: 'warn',
      trustProxy: true,
      rateLimits: { loginPerMinute: 5, captchaPerMinute: 10_000 },
      skipClientBuild: true,
    });
  });

  it('lifts the rate limits in test mode so end-to-end suites are not throttled', () => {
    expect(loadConfig({ APP_MODE: 'test' }).rateLimits.loginPerMinute).toBeGreaterThanOrEqual(1000);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: ' ' })).toMatchObject({
      databaseUrl: undefined,
      port: 8080,
    });
  });

  it('refuses values it cannot use', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a positive integer');
    expect(() => loadConfig({ APP_MODE: 'staging' })).toThrow('APP_MODE must be');
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow('LOG_LEVEL must be one of');
  });
});
