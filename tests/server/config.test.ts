import { availableParallelism } from 'node:os';
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
      databasePoolSize: 10,
      workers: 1,
      appMode: 'production',
      demo: true,
      filesPrefix: '',
      logLevel: 'info',
      trustProxy: false,
      rateLimits: {
        loginPerMinute: 30,
        captchaPerMinute: 60,
        smsPerMinute: 5,
        appealPerTenMinutes: 20,
        verifyPerMinute: 30,
        previewPerMinute: 20,
      },
      sms: { gatewayUrl: undefined, gatewayToken: undefined },
      passwordCost: 17,
      maxImageMegapixels: 40,
      databaseDownExitSeconds: 120,
      timeZone: 'Asia/Shanghai',
      objectStorage: null,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/qds',
      DATABASE_URL: 'postgres://db/qds',
      DATABASE_POOL_SIZE: '4',
      WORKERS: '3',
      APP_MODE: 'test',
      DEMO: 'false',
      FILES_PREFIX: 'https://cdn.example.com',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      LOGIN_RATE_LIMIT: '5',
      PASSWORD_COST: '14',
      PREVIEW_RATE_LIMIT: '7',
      MAX_IMAGE_MEGAPIXELS: '25',
      DATABASE_DOWN_EXIT_SECONDS: '30',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/var/lib/qds',
      databaseUrl: 'postgres://db/qds',
      databasePoolSize: 4,
      workers: 3,
      appMode: 'test',
      demo: false,
      filesPrefix: 'https://cdn.example.com',
      logLevel: 'warn',
      trustProxy: true,
      rateLimits: { loginPerMinute: 5, captchaPerMinute: 10_000, previewPerMinute: 7 },
      passwordCost: 14,
      maxImageMegapixels: 25,
      databaseDownExitSeconds: 30,
    });
  });

  it('reads WORKERS=auto as one API process per core', () => {
    expect(loadConfig({ WORKERS: 'auto' }).workers).toBe(availableParallelism());
    expect(() => loadConfig({ WORKERS: '0' })).toThrow('WORKERS must be a positive integer');
  });

  it('lifts the rate limits in test mode so end-to-end suites are not throttled', () => {
    expect(loadConfig({ APP_MODE: 'test' }).rateLimits.loginPerMinute).toBeGreaterThanOrEqual(1000);
  });

  it('hashes passwords cheaper in test mode only, never beyond what memory allows', () => {
    expect(loadConfig({ APP_MODE: 'test' }).passwordCost).toBeLessThan(17);
    expect(loadConfig({ PASSWORD_COST: '18' }).passwordCost).toBe(18);
    expect(() => loadConfig({ PASSWORD_COST: '12' })).toThrow(
      'PASSWORD_COST must be between 17 and 20 in production mode, got 12',
    );
    expect(() => loadConfig({ APP_MODE: 'test', PASSWORD_COST: '21' })).toThrow(
      'PASSWORD_COST must be between',
    );
  });

  it('reads the SMS gateway and refuses a URL it could not post to', () => {
    const config = loadConfig({
      SMS_GATEWAY_URL: 'https://sms.example.com/send',
      SMS_GATEWAY_TOKEN: 'secret',
      SMS_RATE_LIMIT: '3',
    });
    expect(config.sms).toEqual({
      gatewayUrl: 'https://sms.example.com/send',
      gatewayToken: 'secret',
    });
    expect(config.rateLimits.smsPerMinute).toBe(3);
    expect(() => loadConfig({ SMS_GATEWAY_URL: 'ftp://sms' })).toThrow('SMS_GATEWAY_URL must be');
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
    expect(() => loadConfig({ ASSOCIATION_TIME_ZONE: 'China' })).toThrow(
      'ASSOCIATION_TIME_ZONE must be an IANA time zone',
    );
  });

  it('keeps the association on China time unless told otherwise', () => {
    expect(loadConfig({}).timeZone).toBe('Asia/Shanghai');
    expect(loadConfig({ ASSOCIATION_TIME_ZONE: ' Asia/Hong_Kong ' }).timeZone).toBe(
      'Asia/Hong_Kong',
    );
  });
});
