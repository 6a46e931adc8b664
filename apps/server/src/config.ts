import path from 'node:path';
import { z } from 'zod';

/** The one place that reads process.env. Invalid configuration fails fast with a clear message. */
const boolish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  PUBLIC_URL: z.url().optional(),
  JWT_PRIVATE_KEY: z.string().optional(),
  COOKIE_SECRET: z.string().min(32).optional(),
  TOTP_ENCRYPTION_KEY: z.string().min(32).optional(),
  CAPTCHA_HMAC_KEY: z.string().min(16).optional(),
  CAPTCHA_DIFFICULTY: z.coerce.number().int().min(1).max(10_000_000).default(50_000),
  CAPTCHA_ENABLED: boolish.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  SEED_DEMO: boolish.default(true),
  WORKERS: boolish.default(true),
  TRUST_PROXY: boolish.default(false),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  TUTOR_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  GRADING_BATCH_SIZE: z.coerce.number().int().min(1).max(5000).default(250),
  JOB_LEASE_SECONDS: z.coerce.number().int().min(2).max(3600).default(30),
  CORS_ORIGINS: z.string().optional(),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'SMTP_URL must look like smtp://user:pass@host:587' })
    .optional(),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SMTP_SECURE: boolish.optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASS: z.string().optional(),
  SMTP_FROM: z.string().min(3).optional(),
  MODERATION_PROVIDER: z.enum(['offline', 'openai-moderation', 'llama-guard']).default('offline'),
  MODERATION_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  MODERATION_API_KEY: z.string().min(1).optional(),
  MODERATION_MODEL: z.string().min(1).optional(),
  MODERATION_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  AI_PROVIDER: z.enum(['offline', 'openai']).default('offline'),
  AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).optional(),
  AI_MODEL_GROK: z.string().min(1).optional(),
  AI_MODEL_ASI: z.string().min(1).optional(),
  AI_MODEL_SUPER_AO: z.string().min(1).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(30_000),
  SCHOOL_NAME: z.string().trim().min(1).max(120).default('My School'),
  PD_COACHING_URL: z
    .url({ protocol: /^https?$/, error: 'PD_COACHING_URL must be an http(s) address' })
    .optional(),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: boolish.default(false),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  jwtPrivateKey: string | undefined;
  cookieSecret: string | undefined;
  /** The source of the key TOTP secrets are encrypted under; COOKIE_SECRET's when unset (ADR 029). */
  totpEncryptionKey: string | undefined;
  captcha: { enabled: boolean; hmacKey: string | undefined; difficulty: number };
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string;
  seedDemo: boolean;
  workers: boolean;
  trustProxy: boolean;
  /** Requests per minute per IP on the auth routes (sign-up, sign-in, captcha). */
  authRateLimitPerMinute: number;
  /** Tutor messages one user may send per minute, counted in the database (so across instances). */
  tutorMessagesPerMinute: number;
  /** Time-Saving Tools jobs (issue 14): answers graded per transaction, and how long a worker's claim on a job lasts unrenewed. */
  timeTools: { gradingBatchSize: number; leaseSeconds: number };
  corsOrigins: string[];
  /** Outgoing mail (Safeguard alerts); null when not configured: mails are then written to the log. */
  smtp: SmtpConfig | null;
  ai: AiConfig;
  /** The school this deployment serves (the educator header shows it; ADR 015). */
  schoolName: string;
  /** Where 'Schedule PD Coaching Call' leads; the link is hidden when unset. */
  pdCoachingUrl: string | undefined;
  /** The optional external classifier combined with the offline moderation (ADR 020). */
  moderation: {
    provider: 'offline' | 'openai-moderation' | 'llama-guard';
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string | undefined;
    timeoutMs: number;
  };
  /** Where uploaded and generated files live (lib/storage.ts, ADR 017). */
  storage: StorageConfig;
}

export type StorageConfig =
  | { driver: 'local' }
  | {
      driver: 's3';
      /** Unset for AWS itself; the server's address for other S3-compatible stores (MinIO, Garage...). */
      endpoint: string | undefined;
      bucket: string;
      region: string;
      /** Unset: the SDK's own credential chain (environment, instance role). */
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
    };

export interface SmtpConfig {
  /** smtp://user:pass@host:port or smtps://... when given; otherwise host/port/secure/auth. */
  url: string | null;
  host: string | null;
  port: number;
  secure: boolean;
  user: string | null;
  pass: string | null;
  from: string;
}

/** The tutor's provider (ADR 010): the built-in offline engine, or an OpenAI-compatible endpoint. */
export interface AiConfig {
  provider: 'offline' | 'openai';
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string | undefined;
  models: { grok: string | undefined; asi: string | undefined; super_ao: string | undefined };
  /** Until the upstream's first byte, and between two reads of its stream. */
  timeoutMs: number;
}

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (env.MODERATION_PROVIDER !== 'offline' && !env.MODERATION_BASE_URL) {
    throw new ConfigError(
      `Invalid configuration:\n  - MODERATION_BASE_URL: required when MODERATION_PROVIDER=${env.MODERATION_PROVIDER}`,
    );
  }
  if (env.AI_PROVIDER === 'openai') {
    const problems: string[] = [];
    if (!env.AI_BASE_URL) {
      problems.push('  - AI_BASE_URL: required when AI_PROVIDER=openai (e.g. https://api.openai.com/v1)');
    }
    if (!env.AI_MODEL && !(env.AI_MODEL_GROK && env.AI_MODEL_ASI && env.AI_MODEL_SUPER_AO)) {
      problems.push(
        '  - AI_MODEL: required when AI_PROVIDER=openai (or set all of AI_MODEL_GROK, AI_MODEL_ASI, AI_MODEL_SUPER_AO)',
      );
    }
    if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  if (env.STORAGE_DRIVER === 's3') {
    const problems: string[] = [];
    if (!env.S3_BUCKET) problems.push("  - S3_BUCKET: required when STORAGE_DRIVER=s3 (the bucket's name)");
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      problems.push('  - S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither');
    }
    if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  // This module runs from apps/server/src, or from apps/server/dist once bundled: the repository is two
  // levels up from both.
  const repoRoot = path.resolve(import.meta.dirname, '../../..');
  // npm runs workspace scripts inside apps/server; relative paths mean what they meant where the
  // person typed the command (npm passes that directory as INIT_CWD).
  const cwd = source.INIT_CWD ?? process.cwd();
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(cwd, env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    jwtPrivateKey: env.JWT_PRIVATE_KEY,
    cookieSecret: env.COOKIE_SECRET,
    totpEncryptionKey: env.TOTP_ENCRYPTION_KEY,
    captcha: {
      enabled: env.CAPTCHA_ENABLED,
      hmacKey: env.CAPTCHA_HMAC_KEY,
      difficulty: env.CAPTCHA_DIFFICULTY,
    },
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR ? path.resolve(cwd, env.WEB_DIST_DIR) : path.join(repoRoot, 'apps/web/dist'),
    seedDemo: env.SEED_DEMO,
    workers: env.WORKERS,
    trustProxy: env.TRUST_PROXY,
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    tutorMessagesPerMinute: env.TUTOR_MESSAGES_PER_MINUTE,
    timeTools: { gradingBatchSize: env.GRADING_BATCH_SIZE, leaseSeconds: env.JOB_LEASE_SECONDS },
    corsOrigins: env.CORS_ORIGINS ? env.CORS_ORIGINS.split(',').map((s) => s.trim()) : [],
    smtp: smtpConfig(env),
    moderation: {
      provider: env.MODERATION_PROVIDER,
      baseUrl: env.MODERATION_BASE_URL,
      apiKey: env.MODERATION_API_KEY,
      model: env.MODERATION_MODEL,
      timeoutMs: env.MODERATION_TIMEOUT_MS,
    },
    schoolName: env.SCHOOL_NAME,
    pdCoachingUrl: env.PD_COACHING_URL,
    ai: {
      provider: env.AI_PROVIDER,
      baseUrl: env.AI_BASE_URL,
      apiKey: env.AI_API_KEY,
      model: env.AI_MODEL,
      models: { grok: env.AI_MODEL_GROK, asi: env.AI_MODEL_ASI, super_ao: env.AI_MODEL_SUPER_AO },
      timeoutMs: env.AI_TIMEOUT_MS,
    },
    storage:
      env.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET!,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
          }
        : { driver: 'local' },
  };
}

function smtpConfig(env: Env): SmtpConfig | null {
  if (!env.SMTP_URL && !env.SMTP_HOST) return null;
  const port = env.SMTP_PORT ?? (env.SMTP_SECURE ? 465 : 587);
  return {
    url: env.SMTP_URL ?? null,
    host: env.SMTP_HOST ?? null,
    port,
    secure: env.SMTP_SECURE ?? port === 465,
    user: env.SMTP_USER ?? null,
    pass: env.SMTP_PASS ?? null,
    from: env.SMTP_FROM ?? 'Academy Safeguard <safeguard@localhost>',
  };
}
