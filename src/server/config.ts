import path from 'node:path';
import { z } from 'zod';

/** The one place that reads process.env. Validated at start; a bad value stops the server. */
const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

/** proxy-addr's names for address ranges: Fastify's `trustProxy` takes them in a list like addresses. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'] as const;
const proxyAddress = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6(), z.enum(PROXY_RANGE_NAMES)]);

/** What Fastify's `trustProxy` takes: off, every hop, a number of hops, or the proxies' addresses and ranges. */
export type TrustProxy = boolean | number | string[];

const trustProxySetting = z
  .string()
  .trim()
  .transform((value, context): TrustProxy => {
    if (['', 'false', '0', 'no', 'off'].includes(value.toLowerCase())) return false;
    if (value.toLowerCase() === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    const invalid = entries.filter((entry) => !proxyAddress.safeParse(entry).success);
    if (invalid.length === 0) return entries;
    context.addIssue({
      code: 'custom',
      message: `TRUST_PROXY takes a hop count or proxy addresses/CIDRs separated by commas; not: ${invalid.join(', ')}`,
    });
    return z.NEVER;
  });

/** The browsers' push services: Chrome and Edge through FCM, Firefox, Windows, Safari. */
const DEFAULT_PUSH_HOSTS = [
  'fcm.googleapis.com',
  '*.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
];

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.union([z.url(), z.literal(':memory:')]).optional(),
  REDIS_URL: z.url().optional(),
  REDIS_KEY_PREFIX: z.string().max(100).default('cerquita:'),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Cerquita <no-reply@cerquita.sv>'),
  APP_URL: z.url().optional(),
  SESSION_SECRET: z.string().min(32).optional(),
  ADMIN_EMAILS: z.string().default(''),
  DEMO_DATA: booleanFlag.optional(),
  TILE_URL: z.string().default('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'),
  UPLOAD_DIR: z.string().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  TRUST_PROXY: trustProxySetting.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MEMORY_REPORT_SOCKET: z.string().min(1).optional(),
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  VAPID_SUBJECT: z.union([z.url({ protocol: /^https$/ }), z.string().regex(/^mailto:.+@.+/)]).optional(),
  PUSH_HOSTS: z.string().default(DEFAULT_PUSH_HOSTS.join(',')),
  METRICS_TOKEN: z.string().min(16).optional(),
  ADMIN_REQUIRE_2FA: booleanFlag.optional(),
  SMS_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).optional(),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.twilio.com'),
});

/** Web Push: the VAPID identity pushes are signed with and the push services the server may call. */
export type PushSettings = {
  /** Unset → a key pair generated on first start and kept under DATA_DIR. */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** Who push services may contact about this server's pushes: a `mailto:` or an https address. */
  vapidSubject: string;
  /**
   * Host names a subscription's endpoint may have (https only), so the server never calls addresses a client chose;
   * `*.example.com` allows every subdomain of example.com.
   */
  allowedHosts: readonly string[];
};

/**
 * How verification codes go out by SMS: POSTed as JSON to a local gateway's webhook, through Twilio's REST API, or
 * (outside production, with neither set) written to the log. `none`: production without a sender; phone checks are off.
 */
export type SmsSettings =
  | { kind: 'webhook'; url: string }
  | { kind: 'twilio'; accountSid: string; authToken: string; from: string; apiUrl: string }
  | { kind: 'log' }
  | { kind: 'none' };

/** An S3-compatible bucket holding the uploads instead of the local folder. */
export type S3Settings = {
  bucket: string;
  region: string;
  /** Unset → AWS S3 itself; set for MinIO, R2 and other S3-compatible storages. */
  endpoint: string | undefined;
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name: what most self-hosted storages need. */
  forcePathStyle: boolean;
  /** Unset → the SDK's own lookup (AWS_* variables, an instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Unset → embedded PGlite under dataDir; ':memory:' → PGlite in memory (tests). */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Keeps several deployments (or test runs) apart on one Redis. */
  redisKeyPrefix: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Base of every link in mails (never taken from a request's Host or X-Forwarded-Host). */
  appUrl: string;
  sessionSecret: string;
  adminEmails: ReadonlySet<string>;
  demoData: boolean;
  tileUrl: string;
  /** Upload files on this machine, unless `s3` is set. */
  uploadDir: string;
  /** With S3_BUCKET, uploads live in that bucket, shared by every instance. */
  s3: S3Settings | undefined;
  /**
   * Which hops in front of the app are proxies. `request.ip` (what per-address throttles count) is the right-most
   * X-Forwarded-For entry that is not a trusted proxy, so entries a client writes itself never count.
   */
  trustProxy: TrustProxy;
  logLevel: string;
  /**
   * A Unix socket path on which the process that started this one (the memory benchmark) asks for memory reports;
   * never HTTP, so no client sees internals. Unset: no reports.
   */
  memoryReportSocket: string | undefined;
  push: PushSettings;
  /** The bearer token Prometheus scrapes `/metrics` with; unset, `/metrics` does not exist. */
  metricsToken: string | undefined;
  /** Admin calls answer 403 `two_factor_required` to admins without two-factor sign-in (default: in production). */
  adminRequireTwoFactor: boolean;
  sms: SmsSettings;
  /** Built client served by the app; tests that only call the API leave it absent. */
  clientDir: string | undefined;
};

const DEVELOPMENT_SECRET = 'cerquita-development-secret-not-for-production';

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.parse(env);
  if (parsed.NODE_ENV === 'production' && !parsed.SESSION_SECRET) {
    throw new Error('SESSION_SECRET (at least 32 characters) is required in production');
  }
  if (parsed.NODE_ENV === 'production' && parsed.TRUST_PROXY === true) {
    throw new Error(
      'TRUST_PROXY=true trusts every X-Forwarded-For entry, which clients can write; in production set the number ' +
        'of proxies in front of the app (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.0/8)',
    );
  }
  if (parsed.NODE_ENV === 'production' && !parsed.APP_URL) {
    throw new Error(
      'APP_URL (the public address of the app, the base of links in mails) is required in production',
    );
  }
  const dataDir = path.resolve(parsed.DATA_DIR);
  const s3 = s3Settings(parsed);
  return {
    env: parsed.NODE_ENV,
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir,
    databaseUrl: parsed.DATABASE_URL,
    redisUrl: parsed.REDIS_URL,
    redisKeyPrefix: parsed.REDIS_KEY_PREFIX,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    // Outside production the app's own local address, so links in development mails open this server.
    appUrl: (parsed.APP_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ''),
    sessionSecret: parsed.SESSION_SECRET ?? DEVELOPMENT_SECRET,
    adminEmails: new Set(
      parsed.ADMIN_EMAILS.split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
    // Demo sellers share a published password: a production start seeds them only when DEMO_DATA says so.
    demoData: parsed.DEMO_DATA ?? (!parsed.DATABASE_URL && parsed.NODE_ENV !== 'production'),
    tileUrl: parsed.TILE_URL,
    uploadDir: path.resolve(parsed.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    s3,
    trustProxy: parsed.TRUST_PROXY,
    logLevel: parsed.LOG_LEVEL,
    memoryReportSocket: parsed.MEMORY_REPORT_SOCKET,
    push: pushSettings(parsed),
    metricsToken: parsed.METRICS_TOKEN,
    adminRequireTwoFactor: parsed.ADMIN_REQUIRE_2FA ?? parsed.NODE_ENV === 'production',
    sms: smsSettings(parsed),
    clientDir: path.resolve('dist/client'),
  };
}

type PushVariables = Pick<
  z.output<typeof envSchema>,
  'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'PUSH_HOSTS' | 'MAIL_FROM'
>;

/** The address inside MAIL_FROM ("Cerquita <no-reply@cerquita.sv>" → no-reply@cerquita.sv). */
const mailAddressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

function pushSettings(parsed: PushVariables): PushSettings {
  const publicKey = parsed.VAPID_PUBLIC_KEY;
  const privateKey = parsed.VAPID_PRIVATE_KEY;
  if (Boolean(publicKey) !== Boolean(privateKey)) {
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both, or neither');
  }
  return {
    vapidKeys: publicKey && privateKey ? { publicKey, privateKey } : undefined,
    vapidSubject: parsed.VAPID_SUBJECT ?? `mailto:${mailAddressOf(parsed.MAIL_FROM)}`,
    allowedHosts: parsed.PUSH_HOSTS.split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  };
}

type SmsVariables = Pick<
  z.output<typeof envSchema>,
  | 'NODE_ENV'
  | 'SMS_WEBHOOK_URL'
  | 'TWILIO_ACCOUNT_SID'
  | 'TWILIO_AUTH_TOKEN'
  | 'TWILIO_FROM'
  | 'TWILIO_API_URL'
>;

/** The webhook when set, Twilio when its three credentials are, the log outside production; two senders is a mistake. */
function smsSettings(parsed: SmsVariables): SmsSettings {
  const twilio = [parsed.TWILIO_ACCOUNT_SID, parsed.TWILIO_AUTH_TOKEN, parsed.TWILIO_FROM];
  if (twilio.some(Boolean) && !twilio.every(Boolean)) {
    throw new Error(
      'TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM go together: set all three, or none',
    );
  }
  const [accountSid, authToken, from] = twilio;
  if (parsed.SMS_WEBHOOK_URL && accountSid) {
    throw new Error('Set SMS_WEBHOOK_URL or the TWILIO_* variables, not both: codes go out one way');
  }
  if (parsed.SMS_WEBHOOK_URL) return { kind: 'webhook', url: parsed.SMS_WEBHOOK_URL };
  if (accountSid && authToken && from) {
    return { kind: 'twilio', accountSid, authToken, from, apiUrl: parsed.TWILIO_API_URL.replace(/\/+$/, '') };
  }
  return parsed.NODE_ENV === 'production' ? { kind: 'none' } : { kind: 'log' };
}

type S3Variables = Pick<
  z.output<typeof envSchema>,
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/** S3 storage when S3_BUCKET is set. Other S3_* variables without it are a mistake, and so is one key alone. */
function s3Settings(parsed: S3Variables): S3Settings | undefined {
  const accessKeyId = parsed.S3_ACCESS_KEY_ID;
  const secretAccessKey = parsed.S3_SECRET_ACCESS_KEY;
  if (!parsed.S3_BUCKET) {
    if (parsed.S3_ENDPOINT || accessKeyId || secretAccessKey) {
      throw new Error('S3_ENDPOINT and S3_*_KEY take effect only with S3_BUCKET: set it, or remove them');
    }
    return undefined;
  }
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither');
  }
  return {
    bucket: parsed.S3_BUCKET,
    region: parsed.S3_REGION,
    endpoint: parsed.S3_ENDPOINT,
    forcePathStyle: parsed.S3_FORCE_PATH_STYLE ?? false,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}
