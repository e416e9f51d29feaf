import { z } from 'zod';
import type { PUBLIC_ENV_NAMES } from './public-env';

/**
 * The server's configuration: every environment variable an operator sets, parsed once with
 * one schema (`.env.example` lists the same names, a test keeps them equal). The rest of the
 * code imports `config()` and reads typed values; a bad value stops the server at start with
 * one message naming the variable, instead of a silent fallback found months later.
 * An empty value counts as unset, as in a `.env` file with `NAME=`.
 */

type Source = Record<string, string | undefined>;

const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A trimmed text, or undefined. */
const text = () => z.preprocess(blank, z.string().trim().optional());
/** A text kept as written (passwords, keys), or undefined. */
const secret = () => z.preprocess(blank, z.string().optional());

function int(name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER) {
  return z.preprocess(
    blank,
    z.coerce
      .number({ error: `${name} must be a whole number` })
      .int({ error: `${name} must be a whole number` })
      .min(min, { error: `${name} must be at least ${min}` })
      .max(max, { error: `${name} must be at most ${max}` })
      .default(fallback),
  );
}

/** `on` (default) or `off`: a background job this instance runs or leaves to others. */
const onOff = (name: string) => z.preprocess(blank, z.enum(['on', 'off'], { error: `${name} must be on or off` }).default('on')).transform((v) => v === 'on');

/** `1` turns it on; unset or `0`, off. */
const one = (name: string) => z.preprocess(blank, z.enum(['0', '1'], { error: `${name} must be 1 or 0` }).default('0')).transform((v) => v === '1');

const trueFalse = (name: string, fallback: boolean) =>
  z.preprocess(blank, z.enum(['true', 'false'], { error: `${name} must be true or false` }).default(fallback ? 'true' : 'false')).transform((v) => v === 'true');

const MAX_TRUSTED_PROXIES = 10;

const SERVER_ENV_SCHEMA = z.object({
  // Database
  DATABASE_URL: text(),
  DATABASE_POOL_SIZE: int('DATABASE_POOL_SIZE', 10, 1),
  PGLITE_DIR: text(),
  SEED_DEMO: trueFalse('SEED_DEMO', true),
  // Set: the demo gets a broker account reviewed on the agency (courtier@localhost, lib/seed/demo-broker.ts).
  DEMO_BROKER_PASSWORD: secret(),
  DB_QUERY_COUNT: one('DB_QUERY_COUNT'),
  // Editors
  QA_ADMIN_EMAIL: text(),
  QA_ADMIN_PASSWORD: secret(),
  QA_ADMIN_NAME: text(),
  CMS_API_KEY: secret(),
  // Server
  PORT: int('PORT', 3000, 1, 65_535),
  // The shell sets HOSTNAME to the machine's name: taken as it is, only logged.
  HOSTNAME: text(),
  LOG_LEVEL: z.preprocess(blank, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent' }).optional()),
  NEXT_MANUAL_SIG_HANDLE: trueFalse('NEXT_MANUAL_SIG_HANDLE', false),
  // OpenTelemetry's own variables; an unreadable sampler ratio falls back as the OTel spec says (lib/ops/telemetry.ts).
  OTEL_EXPORTER_OTLP_ENDPOINT: text(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: text(),
  OTEL_EXPORTER_OTLP_PROTOCOL: text(),
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: text(),
  OTEL_EXPORTER_OTLP_HEADERS: secret(),
  OTEL_EXPORTER_OTLP_TRACES_HEADERS: secret(),
  OTEL_TRACES_SAMPLER_ARG: text(),
  OTEL_SERVICE_NAME: z.preprocess(blank, z.string().trim().default('courtier-site')),
  TRUSTED_PROXY_COUNT: int('TRUSTED_PROXY_COUNT', 0, 0, MAX_TRUSTED_PROXIES),
  CSP_SCRIPT_SOURCES: text(),
  BENCH_ALLOW_NOCACHE: one('BENCH_ALLOW_NOCACHE'),
  // Leads, captcha and e-mail
  SMTP_URL: text(),
  SMTP_FROM: text(),
  PUBLIC_BASE_URL: text(),
  CAPTCHA_HMAC_KEY: text(),
  CAPTCHA_ALTCHA_MAX_COUNTER: int('CAPTCHA_ALTCHA_MAX_COUNTER', 50_000, 1),
  CAPTCHA_ALTCHA_COST: int('CAPTCHA_ALTCHA_COST', 1, 1),
  CAPTCHA_ALTCHA_ALGORITHM: z.preprocess(blank, z.enum(['SHA-256', 'PBKDF2/SHA-256'], { error: 'CAPTCHA_ALTCHA_ALGORITHM must be SHA-256 or PBKDF2/SHA-256' }).default('SHA-256')),
  CAPTCHA_TTL_SECONDS: int('CAPTCHA_TTL_SECONDS', 10 * 60, 1),
  RECAPTCHA_SECRET: text(),
  LEADS_RATE_LIMIT_PER_MIN: int('LEADS_RATE_LIMIT_PER_MIN', 10, 1),
  LEADS_SITE_RATE_LIMIT_PER_MIN: int('LEADS_SITE_RATE_LIMIT_PER_MIN', 300, 1),
  LEADS_IP_SALT: secret(),
  LEADS_OUTBOX_WORKER: onOff('LEADS_OUTBOX_WORKER'),
  // Listing feeds
  FEED_SECRET_KEY: text(),
  FEED_SCHEDULER: onOff('FEED_SCHEDULER'),
  LISTING_CONTRACTS_JOB: onOff('LISTING_CONTRACTS_JOB'),
  OUTBOUND_ALLOW: text(),
  // Saved-search alerts
  ALERTS_SCHEDULER: onOff('ALERTS_SCHEDULER'),
  // The alerts' interval in ms: e2e runs use ~1 000.
  ALERTS_TICK_MS: int('ALERTS_TICK_MS', 60_000, 200),
  ALERTS_TOKEN_SECRET: text(),
  // Scheduled publishing
  SCHEDULED_PUBLISHING: onOff('SCHEDULED_PUBLISHING'),
  // Privacy: the nightly anonymisation past each site's retention period
  RETENTION_JOB: onOff('RETENTION_JOB'),
  // Compliance: the daily re-check of the time-based advertising rules
  COMPLIANCE_RECHECK: onOff('COMPLIANCE_RECHECK'),
  // The scheduled-publishing pass interval in ms: e2e runs use 2 000.
  SCHEDULE_TICK_MS: int('SCHEDULE_TICK_MS', 20_000, 1_000),
  // The embedded database's buffer cache (PostgreSQL's shared_buffers)
  PGLITE_SHARED_BUFFERS: z.preprocess(blank, z.string().trim().default('16MB')),
  // Shared cache (several instances)
  REDIS_URL: text(),
  REDIS_KEY_PREFIX: z.preprocess(blank, z.string().default('courtier')),
  // Media library
  MEDIA_DIR: text(),
  // `database` keeps an embedded database's media files in its tables (default: a directory inside it)
  MEDIA_STORAGE: z.preprocess(blank, z.enum(['database'], { error: 'MEDIA_STORAGE must be database or unset' }).optional()),
  MEDIA_IMAGE_SLOTS: int('MEDIA_IMAGE_SLOTS', 2, 1),
  MEDIA_SERVE_CACHE_MB: int('MEDIA_SERVE_CACHE_MB', 64, 1),
  MEDIA_WRITES_PER_MINUTE: int('MEDIA_WRITES_PER_MINUTE', 240, 1),
  MEDIA_AVIF: one('MEDIA_AVIF'),
});

/** The browser's settings (read where Next inlines them: lib/config/public-env.ts), checked at start too. */
const PUBLIC_ENV_SCHEMA = z.object({
  NEXT_PUBLIC_EXPOSE_ERRORS: trueFalse('NEXT_PUBLIC_EXPOSE_ERRORS', false),
  NEXT_PUBLIC_POWERED_BY_URL: text(),
  NEXT_PUBLIC_MAP_TILE_URL: text(),
  NEXT_PUBLIC_MAP_TILE_ATTRIBUTION: text(),
} satisfies Record<(typeof PUBLIC_ENV_NAMES)[number], z.ZodType>);

/** Every variable an operator may set (the browser's as well): `.env.example` lists exactly these. */
export const ENV_SCHEMA = SERVER_ENV_SCHEMA.extend(PUBLIC_ENV_SCHEMA.shape);

/**
 * What Next.js and the test runner set themselves: read here too so no other file reads the
 * environment, but nobody configures them (not in `.env.example`).
 */
const PLATFORM_SCHEMA = z.object({
  NODE_ENV: z.string().optional(),
  /** `phase-production-build` while `next build` prerenders pages. */
  NEXT_PHASE: z.string().optional(),
  /** The origin Next's own server listens on (its loopback), when it says. */
  __NEXT_PRIVATE_ORIGIN: z.string().optional(),
  VITEST: z.string().optional(),
});

export type Config = z.infer<typeof ENV_SCHEMA> & z.infer<typeof PLATFORM_SCHEMA>;

/** Job switches (`<NAME>=off` leaves that job to other instances). */
export type JobSwitch = 'LEADS_OUTBOX_WORKER' | 'FEED_SCHEDULER' | 'ALERTS_SCHEDULER' | 'LISTING_CONTRACTS_JOB' | 'SCHEDULED_PUBLISHING' | 'RETENTION_JOB' | 'COMPLIANCE_RECHECK';

/** Parses an environment; throws one error that names each bad variable. */
export function parseConfig(source: Source): Config {
  const result = ENV_SCHEMA.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '');
      return `  ${issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`} (got "${source[name] ?? ''}")`;
    });
    throw new Error(`Invalid environment (see .env.example):\n${lines.join('\n')}`);
  }
  return { ...result.data, ...PLATFORM_SCHEMA.parse(source) };
}

// Parsed once per process: a globalThis slot, as Next loads this module once per route bundle.
const holder = globalThis as { __config?: Config };

/** The process's configuration, parsed from process.env on first use (instrumentation.ts reads it at start). */
export function config(): Config {
  return (holder.__config ??= parseConfig(process.env));
}

/** Tests change process.env between cases (tests/helpers/setup.ts calls this on each change). */
export function resetConfigForTests(): void {
  holder.__config = undefined;
}
