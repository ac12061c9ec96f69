import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { Brand } from '@tiara/domain/brand';
import type { DatabaseLocation } from './adapters/db/Database';
import type { PaymobSettings } from './adapters/payments/PaymobGateway';
import { DEFAULT_METRICS_ALLOW, type MetricsAccessSettings, parseAllowedAddresses } from './http/metricsAccess';
import type { StorageConfig } from './adapters/storage/ObjectStorage';
import { DEFAULT_JOB_SETTINGS, type JobSettings } from './composition/jobServices';
import type { ServerSettings } from './http/ServerContext';
import { DEFAULT_SCAN_UPLOAD_EXPIRY_HOURS } from './composition/scanServices';

/** An empty value (`PAYMOB_SECRET_KEY=` in an env file) means unset. */
const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

const integrationIds = z
  .string()
  .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, 'PAYMOB_INTEGRATION_IDS must be integration ids separated by commas, e.g. 4097558,4097559')
  .transform((text) => text.split(',').map((id) => Number(id.trim())));

const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  MAX_UPLOAD_BYTES: z.coerce.number().int().positive().default(2 * 1024 ** 3),
  SCAN_UPLOAD_EXPIRY_HOURS: z.coerce.number().positive().max(24 * 30).default(DEFAULT_SCAN_UPLOAD_EXPIRY_HOURS),
  UNPAID_ORDER_HOLD_MINUTES: z.coerce.number().int().positive().default(30),
  SHOP_EMAIL: z.string().email().default(Brand.supportEmail),
  SMTP_URL: z.string().url().optional(),
  SEGMENTATION_URL: z.string().url().optional(),
  SEGMENTATION_API_KEY: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  RATE_LIMIT_FACTOR: z.coerce.number().int().min(1).max(1000).default(1),
  PUBLIC_URL: z.preprocess((value) => (value === '' ? undefined : value), z.string().url().optional()),
  PAYMOB_SECRET_KEY: optionalText,
  PAYMOB_PUBLIC_KEY: optionalText,
  PAYMOB_HMAC_SECRET: optionalText,
  PAYMOB_INTEGRATION_IDS: z.preprocess((value) => (value === '' ? undefined : value), integrationIds.optional()),
  PAYMOB_API_KEY: optionalText,
  PAYMOB_BASE_URL: z.string().url().default('https://accept.paymob.com'),
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(3600).default(20),
  METRICS_ALLOW: z.string().default(DEFAULT_METRICS_ALLOW.join(',')),
  METRICS_TOKEN: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional()),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: z.preprocess((value) => (value === '' ? undefined : value), z.string().url().optional()),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.preprocess((value) => (value === '' ? undefined : value), z.enum(['true', 'false']).optional()),
  JOB_POLL_MS: z.coerce.number().int().min(10).default(DEFAULT_JOB_SETTINGS.pollMs),
  JOB_LEASE_SECONDS: z.coerce.number().int().min(1).default(DEFAULT_JOB_SETTINGS.leaseMs / 1000),
  JOB_RETRY_SECONDS: z.coerce.number().min(0).default(DEFAULT_JOB_SETTINGS.retryBaseMs / 1000),
  JOB_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(DEFAULT_JOB_SETTINGS.maxAttempts),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(DEFAULT_JOB_SETTINGS.concurrency),
});

/** Paymob with all four of its settings; otherwise the sandbox, whose HMAC secret is generated into the database (server/adapters/db/sharedSecret.ts). */
export type PaymentsConfig = { readonly kind: 'paymob'; readonly paymob: PaymobSettings } | { readonly kind: 'sandbox' };

const PAYMOB_REQUIRED = ['PAYMOB_SECRET_KEY', 'PAYMOB_PUBLIC_KEY', 'PAYMOB_HMAC_SECRET', 'PAYMOB_INTEGRATION_IDS'] as const;

/** Where versions before the shared secrets kept the generated secrets in DATA_DIR (read once, on upgrade). */
export const LEGACY_SECRET_FILES = { jwt: 'jwt-secret', sandboxHmac: 'sandbox-hmac-secret' } as const;

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly database: DatabaseLocation;
  /** JWT_SECRET; unset, a secret generated on first start is kept in the database. */
  readonly jwtSecret: string | undefined;
  readonly adminEmail: string | undefined;
  readonly adminPassword: string | undefined;
  readonly settings: ServerSettings;
  readonly smtpUrl: string | undefined;
  /** TRUST_PROXY: 'true', a hop count, or a comma-separated list of proxy addresses; unset trusts none. */
  readonly trustProxy: boolean | number | string;
  /** RATE_LIMIT_FACTOR: every rate limit's maximum times this (default 1), for journeys and load tests from one address. */
  readonly rateLimitFactor: number;
  readonly segmentation: { readonly url: string; readonly apiKey: string | undefined } | undefined;
  readonly payments: PaymentsConfig;
  /**
   * SHUTDOWN_GRACE_SECONDS (default 20): after SIGTERM or SIGINT, how long in-flight requests and
   * background work may take to finish before the process exits anyway.
   */
  readonly shutdownGraceSeconds: number;
  /** Who may read GET /metrics: METRICS_ALLOW (addresses and CIDRs, default loopback) or METRICS_TOKEN as a bearer token. */
  readonly metricsAccess: MetricsAccessSettings;
  /** Uploaded scans and pictures: in DATA_DIR, or in the S3-compatible bucket S3_BUCKET names. */
  readonly storage: StorageConfig;
  /** JOB_POLL_MS, JOB_LEASE_SECONDS, JOB_RETRY_SECONDS (first retry's delay, doubling), JOB_MAX_ATTEMPTS, JOB_CONCURRENCY (the grace period is SHUTDOWN_GRACE_SECONDS). */
  readonly jobs: JobSettings;
}

function paymentsConfig(values: z.infer<typeof environment>): PaymentsConfig {
  const missing = PAYMOB_REQUIRED.filter((name) => values[name] === undefined);
  if (missing.length === PAYMOB_REQUIRED.length) return { kind: 'sandbox' };
  if (missing.length > 0) throw new Error(`The server's settings are not valid: Paymob needs ${PAYMOB_REQUIRED.join(', ')}; missing: ${missing.join(', ')}`);
  return {
    kind: 'paymob',
    paymob: {
      baseUrl: values.PAYMOB_BASE_URL,
      secretKey: values.PAYMOB_SECRET_KEY ?? '',
      publicKey: values.PAYMOB_PUBLIC_KEY ?? '',
      hmacSecret: values.PAYMOB_HMAC_SECRET ?? '',
      integrationIds: values.PAYMOB_INTEGRATION_IDS ?? [],
      ...(values.PAYMOB_API_KEY ? { apiKey: values.PAYMOB_API_KEY } : {}),
    },
  };
}

const S3_SETTINGS = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'] as const;

/**
 * S3_BUCKET moves uploads to a bucket; without it, no other S3_* setting may be given (a bucket
 * half configured would silently keep files on one server's disk). A region is needed for AWS,
 * and S3-compatible services at S3_ENDPOINT take any; the access key and its secret come together
 * or not at all (then the SDK finds credentials itself, e.g. an instance role).
 */
function storageConfig(values: z.infer<typeof environment>): StorageConfig {
  const given = S3_SETTINGS.filter((name) => values[name] !== undefined);
  if (values.S3_BUCKET === undefined) {
    if (given.length > 0) throw new Error(`The server's settings are not valid: ${given.join(', ')} given without S3_BUCKET; set S3_BUCKET to keep uploads in that bucket, or remove them to keep uploads in DATA_DIR`);
    return { kind: 'disk' };
  }
  const region = values.S3_REGION ?? (values.S3_ENDPOINT ? 'us-east-1' : undefined);
  if (region === undefined) throw new Error("The server's settings are not valid: S3_BUCKET needs S3_REGION (the bucket's AWS region), or S3_ENDPOINT for another S3-compatible service");
  const keyId = values.S3_ACCESS_KEY_ID;
  const secret = values.S3_SECRET_ACCESS_KEY;
  if ((keyId === undefined) !== (secret === undefined)) {
    throw new Error(`The server's settings are not valid: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together; missing: ${keyId === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'}`);
  }
  return {
    kind: 's3',
    s3: {
      bucket: values.S3_BUCKET,
      region,
      ...(values.S3_ENDPOINT ? { endpoint: values.S3_ENDPOINT } : {}),
      ...(keyId !== undefined && secret !== undefined ? { credentials: { accessKeyId: keyId, secretAccessKey: secret } } : {}),
      forcePathStyle: values.S3_FORCE_PATH_STYLE === 'true',
    },
  };
}

function parseTrustProxy(text: string | undefined): boolean | number | string {
  if (text === undefined || text === '' || text === 'false') return false;
  if (text === 'true') return true;
  return /^\d+$/.test(text) ? Number(text) : text;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`The server's settings are not valid: ${problems}`);
  }
  const values = parsed.data;
  const metricsAllow = parseAllowedAddresses(values.METRICS_ALLOW);
  if (typeof metricsAllow === 'string') throw new Error(`The server's settings are not valid: METRICS_ALLOW: ${metricsAllow}`);
  const dataDir = resolve(values.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    database: values.DATABASE_URL ? { kind: 'postgres', url: values.DATABASE_URL } : { kind: 'pglite', dataDir: join(dataDir, 'db') },
    jwtSecret: values.JWT_SECRET,
    adminEmail: values.ADMIN_EMAIL,
    adminPassword: values.ADMIN_PASSWORD,
    settings: {
      dataDir,
      maxUploadBytes: values.MAX_UPLOAD_BYTES,
      scanUploadExpiryHours: values.SCAN_UPLOAD_EXPIRY_HOURS,
      unpaidOrderHoldMinutes: values.UNPAID_ORDER_HOLD_MINUTES,
      shopEmail: values.SHOP_EMAIL,
      ...(values.PUBLIC_URL ? { publicUrl: values.PUBLIC_URL.replace(/\/+$/, '') } : {}),
    },
    smtpUrl: values.SMTP_URL,
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    rateLimitFactor: values.RATE_LIMIT_FACTOR,
    segmentation: values.SEGMENTATION_URL ? { url: values.SEGMENTATION_URL, apiKey: values.SEGMENTATION_API_KEY } : undefined,
    payments: paymentsConfig(values),
    shutdownGraceSeconds: values.SHUTDOWN_GRACE_SECONDS,
    metricsAccess: { allow: metricsAllow, token: values.METRICS_TOKEN },
    storage: storageConfig(values),
    jobs: {
      ...DEFAULT_JOB_SETTINGS,
      pollMs: values.JOB_POLL_MS,
      leaseMs: values.JOB_LEASE_SECONDS * 1000,
      retryBaseMs: values.JOB_RETRY_SECONDS * 1000,
      maxAttempts: values.JOB_MAX_ATTEMPTS,
      concurrency: values.JOB_CONCURRENCY,
      shutdownGraceMs: values.SHUTDOWN_GRACE_SECONDS * 1000,
    },
  };
}
