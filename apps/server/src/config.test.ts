import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults: port 8080, embedded database under ./data, demo seed on', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 8080, databaseUrl: null, seedDemoData: true, trustedProxies: [] });
    expect(path.basename(c.dataDir)).toBe('data');
    expect(Object.isFrozen(c)).toBe(true);
  });

  it('leaves an unknown vendor transfer to an operator after 20 status queries unless configured', () => {
    expect(loadConfig({}).vendorTransferMaxAttempts).toBe(20);
    expect(loadConfig({ VENDOR_TRANSFER_MAX_ATTEMPTS: '5' }).vendorTransferMaxAttempts).toBe(5);
  });

  it('relays balance events every 200 ms unless configured, and refuses a busy loop', () => {
    expect(loadConfig({}).memberEventsRelayMs).toBe(200);
    expect(loadConfig({ MEMBER_EVENTS_RELAY_MS: '50' }).memberEventsRelayMs).toBe(50);
    expect(() => loadConfig({ MEMBER_EVENTS_RELAY_MS: '0' })).toThrow(ConfigError);
  });

  it('reuses catalogue pages for the settings cache lifetime unless configured shorter', () => {
    expect(loadConfig({}).catalogueCacheMs).toBe(2_000);
    expect(loadConfig({ SETTINGS_CACHE_SECONDS: '5' }).catalogueCacheMs).toBe(5_000);
    expect(loadConfig({ CATALOGUE_CACHE_SECONDS: '0' })).toMatchObject({
      catalogueCacheMs: 0,
      settingsCacheMs: 2_000,
    });
    expect(loadConfig({ CATALOGUE_CACHE_SECONDS: '60' }).catalogueCacheMs).toBe(2_000);
  });

  it('does not seed demo data on PostgreSQL unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).seedDemoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
  });

  it('parses lists and resolves relative data dirs from where the command was typed', () => {
    const c = loadConfig({ TRUSTED_PROXIES: '10.0.0.1, 10.0.0.2', DATA_DIR: 'd', INIT_CWD: '/srv/suerte' });
    expect(c.trustedProxies).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(c.dataDir).toBe(path.resolve('/srv/suerte/d'));
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SEED_DEMO_DATA: 'maybe' }, 'SEED_DEMO_DATA'],
    [{ VENDOR_TRANSFER_MAX_ATTEMPTS: '0' }, 'VENDOR_TRANSFER_MAX_ATTEMPTS'],
    [{ VENDOR_TRANSFER_MAX_ATTEMPTS: 'many' }, 'VENDOR_TRANSFER_MAX_ATTEMPTS'],
  ])('stops with a message naming the bad variable (%o)', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(name));
  });
});

describe('job schedules from JOB_SCHEDULES', () => {
  it('reads intervals and cron expressions with their time zone, and runs jobs by default', () => {
    const { jobs } = loadConfig({
      JOB_SCHEDULES: 'ledger-seal=10s; withdrawal-auto-receipt=0 * * * * Asia/Manila',
    });
    expect(jobs.enabled).toBe(true);
    expect(jobs.schedules).toEqual({
      'ledger-seal': { kind: 'interval', everySeconds: 10 },
      'withdrawal-auto-receipt': { kind: 'cron', cron: '0 * * * *', timeZone: 'Asia/Manila' },
    });
    expect(loadConfig({ JOBS_ENABLED: 'false' }).jobs).toEqual({ enabled: false, schedules: {} });
  });

  it.each(['ledger-seal', 'ledger-seal=10', '=5s', 'ledger-seal=0 * * * *'])('refuses %o', (value) => {
    expect(() => loadConfig({ JOB_SCHEDULES: value })).toThrow(/JOB_SCHEDULES/);
  });

  it('has no lottery result feed unless a region URL is set, then a 60-minute deadline and 5 s timeout', () => {
    expect(loadConfig({}).lotteryFeed).toBeNull();
    const feed = loadConfig({
      LOTTERY_FEED_SOUTH_URL: 'https://results.example/south/{game}/{date}',
      LOTTERY_FEED_TOKEN: 'secret',
    }).lotteryFeed;
    expect(feed).toEqual({
      urls: { south: 'https://results.example/south/{game}/{date}' },
      token: 'secret',
      timeoutMs: 5_000,
      deadlineSeconds: 3_600,
    });
    expect(
      loadConfig({ LOTTERY_FEED_NORTH_URL: 'http://127.0.0.1/x', LOTTERY_FEED_DEADLINE_MINUTES: '90' })
        .lotteryFeed?.deadlineSeconds,
    ).toBe(5_400);
    expect(() => loadConfig({ LOTTERY_FEED_NORTH_URL: 'not a url' })).toThrow(/LOTTERY_FEED_NORTH_URL/);
    expect(() =>
      loadConfig({ LOTTERY_FEED_NORTH_URL: 'http://127.0.0.1/x', LOTTERY_FEED_DEADLINE_MINUTES: '0' }),
    ).toThrow(/LOTTERY_FEED_DEADLINE_MINUTES/);
  });
});
