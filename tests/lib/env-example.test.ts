import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_SCHEMA, parseConfig } from '@/lib/config/env';

/*
 * `.env.example` is the operator's list of settings: it names exactly the variables the
 * configuration schema reads, so a new setting cannot ship undocumented, nor a documented one
 * be read by nobody.
 */

const example = readFileSync(path.join(process.cwd(), '.env.example'), 'utf8');
const listed = [...example.matchAll(/^#?\s?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]!);

describe('.env.example', () => {
  it('lists each variable of the schema once, and no other', () => {
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(Object.keys(ENV_SCHEMA.shape).sort());
  });

  it('its example values are valid settings', () => {
    const values = Object.fromEntries([...example.matchAll(/^#?\s?([A-Z][A-Z0-9_]+)=(\S*)$/gm)].map((match) => [match[1]!, match[2]!]));
    expect(() => parseConfig(values)).not.toThrow();
  });
});

describe('configuration', () => {
  it('a bad value stops with one message naming each bad variable', () => {
    expect(() => parseConfig({ TRUSTED_PROXY_COUNT: 'two', FEED_SCHEDULER: 'no', MEDIA_IMAGE_SLOTS: '0' })).toThrow(
      /TRUSTED_PROXY_COUNT must be a whole number[\s\S]*FEED_SCHEDULER must be on or off[\s\S]*MEDIA_IMAGE_SLOTS must be at least 1/,
    );
  });

  it('unset and empty values take the documented defaults', () => {
    for (const settings of [parseConfig({}), parseConfig({ PORT: '', SEED_DEMO: ' ', ALERTS_TICK_MS: '' })]) {
      expect(settings).toMatchObject({ PORT: 3000, SEED_DEMO: true, ALERTS_TICK_MS: 60_000, LEADS_OUTBOX_WORKER: true, TRUSTED_PROXY_COUNT: 0, REDIS_KEY_PREFIX: 'courtier' });
      expect(settings.DATABASE_URL).toBeUndefined();
    }
  });
});
