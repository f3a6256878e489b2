import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { z } from "zod";
import packageJson from "../../../package.json" with { type: "json" };
import { mediaHostEntries, parseMediaHostEntry } from "./media-host-entry";

/**
 * The one typed reading of the environment. Nothing else reads process.env
 * for application settings.
 */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/** A whole number from `min` to `max`, named in the message when it is not. */
function wholeNumber(min: number, max: number) {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
}

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: wholeNumber(1, 65535).default(3000),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalText,
  PGLITE_DATA_DIR: optionalText,
  SESSION_SECRET: optionalText,
  PUBLIC_URL: optionalText,
  STORAGE_LOCATION: optionalText,
  S3_ENDPOINT: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  MAIL_FROM: optionalText,
  MAIL_TO: optionalText,
  SMTP_URL: optionalText,
  /** Seconds from a failed mail delivery to its first retry. */
  MAIL_RETRY_FIRST_DELAY_SECONDS: wholeNumber(1, 3600).default(15),
  /** Each later retry waits this many times as long as the one before; 1 keeps every delay the same. */
  MAIL_RETRY_GROWTH_FACTOR: wholeNumber(1, 10).default(2),
  /** Retries are never further apart than this many seconds; at least MAIL_RETRY_FIRST_DELAY_SECONDS. */
  MAIL_RETRY_MAX_DELAY_SECONDS: wholeNumber(1, 86_400).default(3600),
  /** Hours after a message is queued that its last attempt is made; a message still not delivered is then failed. */
  MAIL_RETRY_FOR_HOURS: wholeNumber(1, 168).default(24),
  ANALYTICS_MEASUREMENT_ID: optionalText,
  CHAT_WIDGET_SRC: optionalText,
  HERO_IMAGE_URL: optionalText,
  /** A map tile URL template, e.g. https://tile.example.org/{z}/{x}/{y}.png; maps draw the island outline without it. */
  MAP_TILE_URL: optionalText.refine(
    (value) => value === undefined || (/^https?:\/\//.test(value) && ["{z}", "{x}", "{y}"].every((part) => value.includes(part))),
    "must be an http(s) URL template with {z}, {x} and {y}",
  ),
  DEMO_PASSWORD: z.string().default("island-demo-2025"),
  SPAM_MIN_FILL_MS: z.coerce.number().int().min(0).default(2500),
  /** Megabytes of rendered public pages each process keeps for anonymous visitors; 0 turns the page cache off. */
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
  /** A folder where the page cache also writes its pages as files, precompressed, for nginx to send without asking the app (docs/deploy.md); unset, none are written. */
  PAGE_FILES_DIR: optionalText,
  /** A folder where drawn demo pictures are kept between databases, so a test run's servers draw them once (unset: drawn for each). */
  DEMO_DRAWINGS_CACHE: optionalText,
  /** Renders a second one client (an IPv4 address or IPv6 /64) may keep up in each process, five seconds' worth in a row; 0 sets no budget. */
  RENDERS_PER_CLIENT_PER_SECOND: wholeNumber(0, 10_000).default(10),
  /** Milliseconds a signed-in session's /session.json answer is kept in each process; 0 keeps none. */
  PERSONAL_JSON_KEEP_MS: wholeNumber(0, 60_000).default(2_000),
  /** The territory's hotel room occupancy tax on rentals, as a fraction (USVI: 12.5%). */
  HOTEL_TAX_RATE: z.coerce.number().min(0).max(1).default(0.125),
  /** Days before check-in that a stay's arrival notes are e-mailed to the guest. */
  ARRIVAL_MAIL_DAYS: z.coerce.number().int().min(1).max(60).default(7),
  /** Minutes between syncs of each rental's import calendars; 0 turns the schedule off (off under NODE_ENV=test unless set). */
  CALENDAR_SYNC_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(10_080).optional(),
  /** Milliseconds between saved-search alert scans in each process; 0 turns them off (off under NODE_ENV=test unless set). */
  ALERT_SCAN_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).optional(),
  /** Minutes an office lead may stay new and unanswered before it goes to the next agent in the rotation; 0 never hands it on. */
  LEAD_HANDOFF_MINUTES: wholeNumber(0, 10_080).default(60),
  /** The hour on the island's clock (0–23) from which each agent's daily e-mail of lead tasks is sent. */
  LEAD_TASK_DIGEST_HOUR: wholeNumber(0, 23).default(7),
  /** Milliseconds between each process's rounds of lead hand-offs and task e-mails; 0 turns them off (off under NODE_ENV=test unless set). */
  LEAD_JOBS_INTERVAL_MS: wholeNumber(0, 86_400_000).optional(),
  /** "true" lets import calendars live on private or loopback addresses (a test or intranet setup); off by default outside NODE_ENV=test. */
  CALENDAR_FEEDS_ALLOW_PRIVATE: z.enum(["true", "false"]).optional(),
  /** How many reverse proxies in front of the app set X-Forwarded-For; 0 trusts none, so a visitor cannot forge their address. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** App processes on this machine; on PostgreSQL one per core by default; the embedded database has a single owner, so 1. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  /** The MLS's RESO Web API service root (e.g. https://api.mls.example/reso/odata); without it the site has no feed sync. */
  MLS_API_URL: optionalText.refine((value) => value === undefined || /^https?:\/\//.test(value), "must be an http(s) URL"),
  /** A bearer token the MLS issued; or the three OAuth2 client-credentials settings below. */
  MLS_TOKEN: optionalText,
  MLS_CLIENT_ID: optionalText,
  MLS_CLIENT_SECRET: optionalText,
  MLS_TOKEN_URL: optionalText.refine((value) => value === undefined || /^https?:\/\//.test(value), "must be an http(s) URL"),
  /** Resource names, where an MLS departs from the RESO ones. */
  MLS_PROPERTY_RESOURCE: z.string().trim().min(1).default("Property"),
  MLS_MEDIA_RESOURCE: z.string().trim().min(1).default("Media"),
  MLS_MEMBER_RESOURCE: z.string().trim().min(1).default("Member"),
  MLS_OFFICE_RESOURCE: z.string().trim().min(1).default("Office"),
  MLS_OPEN_HOUSE_RESOURCE: z.string().trim().min(1).default("OpenHouse"),
  /** Minutes between feed syncs; 0 turns the schedule off (off under NODE_ENV=test unless set). */
  MLS_SYNC_MINUTES: wholeNumber(0, 1440).optional(),
  /** Comma-separated host names photos may be fetched from (a leading "*." admits subdomains); empty admits the API's own host. */
  MLS_MEDIA_HOSTS: optionalText.refine(
    (value) => mediaHostEntries(value).every((entry) => parseMediaHostEntry(entry) !== null),
    "each comma-separated entry must be a host such as photos.example-mls.com, *.example-mls.com or https://cdn.example.com:8443",
  ),
  /** The brokerage's own OfficeKey or OfficeMlsId in the MLS: its listings are marked as ours. */
  MLS_OFFICE_ID: optionalText,
  /** The MLS's required IDX disclaimer, shown with feed listings. */
  MLS_DISCLAIMER: optionalText,
  /** The MLS's logo (an http(s) or site-relative URL), shown with the disclaimer. */
  MLS_LOGO_URL: optionalText,
  /** "true" lets the feed and its photos live on private or loopback addresses (tests, an intranet MLS); off outside NODE_ENV=test. */
  MLS_ALLOW_PRIVATE: z.enum(["true", "false"]).optional(),
  /** Where each new lead and lead status change is posted as JSON (a CRM's webhook, e.g. a Follow Up Boss bridge); without it nothing is sent. */
  CRM_WEBHOOK_URL: optionalText.refine((value) => value === undefined || /^https?:\/\//.test(value), "must be an http(s) URL"),
  /** The shared secret each webhook body is signed with (HMAC-SHA256); required with CRM_WEBHOOK_URL. */
  CRM_WEBHOOK_SECRET: optionalText,
  /** "true" lets the CRM webhook live on a private or loopback address (a local fake CRM in tests, an intranet CRM); off by default. */
  CRM_WEBHOOK_ALLOW_PRIVATE: z.enum(["true", "false"]).optional(),
  /** Stripe's secret API key (sk_…); with STRIPE_WEBHOOK_SECRET it turns on deposits, balances and refunds by card. */
  STRIPE_SECRET_KEY: optionalText,
  /** The signing secret of the Stripe webhook endpoint (whsec_…) that posts to /webhooks/stripe. */
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Another address for Stripe's API (a local fake in tests and development), e.g. http://127.0.0.1:12111. */
  STRIPE_API_URL: optionalText.refine((value) => value === undefined || /^https?:\/\/[^/]+\/?$/.test(value), "must be an http(s) origin such as http://127.0.0.1:12111"),
  /** Seconds between rounds of the stay payments job (balances, unpaid deposits, damage holds); 0 turns it off (off under NODE_ENV=test unless set). */
  STAY_PAYMENTS_INTERVAL_SECONDS: wholeNumber(0, 86_400).optional(),
  /** The brokerage's registered legal name, printed with its licenses in every page's footer and every e-mail. */
  BROKERAGE_LEGAL_NAME: optionalText,
  /** The brokerage's real estate license number. */
  BROKERAGE_LICENSE: optionalText,
  /** The broker of record (the licensed broker responsible for the brokerage), by name. */
  BROKER_OF_RECORD: optionalText,
  /** The broker of record's license number. */
  BROKER_LICENSE: optionalText,
  /** "true" loads the demo brokerage and waives the deployment settings; defaults to true unless NODE_ENV=production. */
  DEMO_DATA: z.enum(["true", "false"]).optional(),
});

/** The brokerage's identity the law asks every page and e-mail to carry (decision 0116). */
const BROKERAGE_SETTINGS = ["BROKERAGE_LEGAL_NAME", "BROKERAGE_LICENSE", "BROKER_OF_RECORD", "BROKER_LICENSE"] as const;

/** What a demo, development or test site prints in their place: plainly not a real license. */
const DEMO_BROKERAGE = {
  legalName: "Sugar Apple Realty LLC",
  license: "DEMO-B-1042",
  brokerOfRecord: "Morgan Hale",
  brokerLicense: "DEMO-RB-2077",
};

/** Settings a real deployment cannot do without (database, session secret, mail and site address, the brokerage's licenses). */
const REQUIRED_IN_PRODUCTION = [
  "DATABASE_URL",
  "SESSION_SECRET",
  "PUBLIC_URL",
  "STORAGE_LOCATION",
  "MAIL_FROM",
  ...BROKERAGE_SETTINGS,
] as const;

export class ConfigError extends Error {}

/** Tests sign with a fixed secret: they make tokens in one process and check them in another, and keep no data folder. */
const TEST_SESSION_SECRET = "test-only-secret-never-used-by-a-running-site";
/** Where a site without SESSION_SECRET keeps the secret made for it, inside DATA_DIR. */
export const SESSION_SECRET_FILE = "session-secret";

function readSecretFile(file: string): string {
  const secret = readFileSync(file, "utf8").trim();
  if (secret.length < 32) {
    throw new ConfigError(`${file} holds no usable session secret (fewer than 32 characters); delete it to have a new one made, or set SESSION_SECRET`);
  }
  return secret;
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code;
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The session secret of a site without SESSION_SECRET (a demo or a
 * developer's site): made at random the first time and kept in
 * DATA_DIR/session-secret (mode 0600), so that sessions and signed links
 * outlive a restart and nobody can sign with a secret printed in the source.
 * The file appears whole or not at all (written aside, then hard-linked into
 * place, which fails if it exists), so processes starting together all use
 * the first one made.
 */
export function dataFolderSecret(dataDir: string): string {
  const file = path.join(dataDir, SESSION_SECRET_FILE);
  try {
    return readSecretFile(file);
  } catch (error) {
    if (errorCode(error) !== "ENOENT") throw error instanceof ConfigError ? error : new ConfigError(`Cannot read ${file}: ${reasonOf(error)}`);
  }
  const aside = `${file}.${process.pid}.${randomBytes(6).toString("hex")}`;
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(aside, `${randomBytes(48).toString("base64url")}\n`, { mode: 0o600, flag: "wx" });
    linkSync(aside, file);
  } catch (error) {
    if (errorCode(error) !== "EEXIST") throw new ConfigError(`Cannot make a session secret in ${file} (${reasonOf(error)}); set SESSION_SECRET instead`);
  } finally {
    rmSync(aside, { force: true });
  }
  return readSecretFile(file);
}

/** Stripe's settings; `enabled` false (a key missing) keeps bookings to request and approval, with no payment. */
function stripeSettings(env: z.infer<typeof envSchema>) {
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError("Invalid environment variables: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together or not at all");
  }
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : undefined;
  return {
    enabled: Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET),
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    api: api
      ? { protocol: api.protocol.replace(":", "") as "http" | "https", host: api.hostname, port: Number(api.port || (api.protocol === "https:" ? 443 : 80)) }
      : undefined,
    jobIntervalMs: (env.STAY_PAYMENTS_INTERVAL_SECONDS ?? (env.NODE_ENV === "test" ? 0 : 300)) * 1000,
  };
}

/** The MLS feed's settings; `apiUrl` undefined means no feed (the site runs on its own listings). */
function mlsSettings(env: z.infer<typeof envSchema>) {
  const oauth = env.MLS_CLIENT_ID && env.MLS_CLIENT_SECRET && env.MLS_TOKEN_URL
    ? { clientId: env.MLS_CLIENT_ID, clientSecret: env.MLS_CLIENT_SECRET, tokenUrl: env.MLS_TOKEN_URL }
    : undefined;
  if (env.MLS_API_URL && !env.MLS_TOKEN && !oauth) {
    throw new ConfigError("Invalid environment variables: MLS_API_URL needs MLS_TOKEN, or MLS_CLIENT_ID, MLS_CLIENT_SECRET and MLS_TOKEN_URL");
  }
  return {
    apiUrl: env.MLS_API_URL?.replace(/\/+$/, ""),
    token: env.MLS_TOKEN,
    oauth,
    resources: {
      property: env.MLS_PROPERTY_RESOURCE,
      media: env.MLS_MEDIA_RESOURCE,
      member: env.MLS_MEMBER_RESOURCE,
      office: env.MLS_OFFICE_RESOURCE,
      openHouse: env.MLS_OPEN_HOUSE_RESOURCE,
    },
    syncMinutes: env.MLS_SYNC_MINUTES ?? (env.NODE_ENV === "test" ? 0 : 15),
    mediaHosts: mediaHostEntries(env.MLS_MEDIA_HOSTS),
    officeId: env.MLS_OFFICE_ID,
    disclaimer: env.MLS_DISCLAIMER,
    logoUrl: env.MLS_LOGO_URL,
    allowPrivate: (env.MLS_ALLOW_PRIVATE ?? (env.NODE_ENV === "test" ? "true" : "false")) === "true",
  };
}

/** The CRM webhook's settings; `url` undefined means no webhook (leads stay in the site only). */
function crmSettings(env: z.infer<typeof envSchema>) {
  if (env.CRM_WEBHOOK_URL && (!env.CRM_WEBHOOK_SECRET || env.CRM_WEBHOOK_SECRET.length < 16)) {
    throw new ConfigError("Invalid environment variables: CRM_WEBHOOK_URL needs CRM_WEBHOOK_SECRET (at least 16 characters) to sign what it sends");
  }
  return {
    url: env.CRM_WEBHOOK_URL,
    secret: env.CRM_WEBHOOK_SECRET ?? "",
    // Refused unless set explicitly, tests included: a test that posts to its local fake says so.
    allowPrivate: env.CRM_WEBHOOK_ALLOW_PRIVATE === "true",
  };
}

export function readConfig(source: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid environment variables: ${problems.join("; ")}`);
  }
  const env = parsed.data;
  // NODE_ENV picks React's and Express's renderers; DEMO_DATA picks demo site or real deployment.
  const demoData = (env.DEMO_DATA ?? (env.NODE_ENV === "production" ? "false" : "true")) === "true";
  const isProduction = env.NODE_ENV === "production" && !demoData;
  if (isProduction) {
    const missing = REQUIRED_IN_PRODUCTION.filter((name) => !env[name]);
    if (missing.length > 0) {
      const why = missing.some((name) => (BROKERAGE_SETTINGS as readonly string[]).includes(name))
        ? " (the brokerage's legal name, its broker of record and both license numbers are printed in every page's footer and every e-mail)"
        : "";
      throw new ConfigError(`Missing required environment variables: ${missing.join(", ")}${why}`);
    }
  }
  if (!env.DATABASE_URL && (env.WEB_CONCURRENCY ?? 1) > 1) {
    throw new ConfigError(`Invalid environment variables: WEB_CONCURRENCY above 1 needs DATABASE_URL; the embedded database is served by one process`);
  }
  if (env.MAIL_RETRY_MAX_DELAY_SECONDS < env.MAIL_RETRY_FIRST_DELAY_SECONDS) {
    throw new ConfigError(
      `Invalid environment variables: MAIL_RETRY_MAX_DELAY_SECONDS (${env.MAIL_RETRY_MAX_DELAY_SECONDS}) must not be less than MAIL_RETRY_FIRST_DELAY_SECONDS (${env.MAIL_RETRY_FIRST_DELAY_SECONDS})`,
    );
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const port = env.PORT;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, "");
  let sessionSecret = env.SESSION_SECRET ?? (env.NODE_ENV === "test" ? TEST_SESSION_SECRET : undefined);
  return {
    environment: env.NODE_ENV,
    /** A real deployment: its settings are required and demo data is never loaded. */
    isProduction,
    /** The demo brokerage (accounts, listings, …) is loaded at start-up and by `npm run db:seed`. */
    demoData,
    /** Cookies are Secure and HSTS is sent: a real deployment, or any site whose public URL is https. */
    servedOverHttps: isProduction || publicUrl.startsWith("https://"),
    version: packageJson.version,
    host: env.HOST,
    port,
    publicUrl,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    pgliteDir: env.PGLITE_DATA_DIR ?? path.join(dataDir, "pglite"),
    storageLocation: env.STORAGE_LOCATION ?? path.join(dataDir, "uploads"),
    // Used only when storageLocation is s3://bucket/prefix.
    s3: {
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION ?? "us-east-1",
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    },
    /**
     * Signs cookies and tokens: SESSION_SECRET, which production requires
     * (above); without it, the one made for the data folder, read on first use.
     */
    get sessionSecret(): string {
      sessionSecret ??= dataFolderSecret(dataDir);
      return sessionSecret;
    },
    mail: {
      from: env.MAIL_FROM ?? `Sugar Apple Realty <no-reply@localhost>`,
      to: env.MAIL_TO,
      smtpUrl: env.SMTP_URL,
      /** When the outbox tries a failed delivery again (retry-schedule.ts). */
      retry: {
        firstDelayMs: env.MAIL_RETRY_FIRST_DELAY_SECONDS * 1000,
        growthFactor: env.MAIL_RETRY_GROWTH_FACTOR,
        maxDelayMs: env.MAIL_RETRY_MAX_DELAY_SECONDS * 1000,
        giveUpAfterMs: env.MAIL_RETRY_FOR_HOURS * 60 * 60 * 1000,
      },
    },
    analyticsMeasurementId: env.ANALYTICS_MEASUREMENT_ID,
    chatWidgetSrc: env.CHAT_WIDGET_SRC,
    heroImageUrl: env.HERO_IMAGE_URL,
    mapTileUrl: env.MAP_TILE_URL,
    demoPassword: env.DEMO_PASSWORD,
    spamMinFillMs: env.SPAM_MIN_FILL_MS,
    pageCacheBytes: env.PAGE_CACHE_MB * 1024 * 1024,
    pageFilesDir: env.PAGE_FILES_DIR === undefined ? null : path.resolve(env.PAGE_FILES_DIR),
    demoDrawingsCacheDir: env.DEMO_DRAWINGS_CACHE === undefined ? null : path.resolve(env.DEMO_DRAWINGS_CACHE),
    /** One client's renders (server/render-budget.ts): a sustained rate and the run it may make after a quiet spell. */
    renderBudget: { perSecond: env.RENDERS_PER_CLIENT_PER_SECOND, burst: env.RENDERS_PER_CLIENT_PER_SECOND * 5 },
    personalJsonKeepMs: env.PERSONAL_JSON_KEEP_MS,
    hotelTaxRate: env.HOTEL_TAX_RATE,
    arrivalMailDays: env.ARRIVAL_MAIL_DAYS,
    calendarSyncIntervalMinutes: env.CALENDAR_SYNC_INTERVAL_MINUTES ?? (env.NODE_ENV === "test" ? 0 : 60),
    alertScanIntervalMs: env.ALERT_SCAN_INTERVAL_MS ?? (env.NODE_ENV === "test" ? 0 : 60_000),
    leads: {
      handoffMinutes: env.LEAD_HANDOFF_MINUTES,
      taskDigestHour: env.LEAD_TASK_DIGEST_HOUR,
      jobIntervalMs: env.LEAD_JOBS_INTERVAL_MS ?? (env.NODE_ENV === "test" ? 0 : 60_000),
    },
    calendarFeedsAllowPrivate: (env.CALENDAR_FEEDS_ALLOW_PRIVATE ?? (env.NODE_ENV === "test" ? "true" : "false")) === "true",
    trustProxyHops: env.TRUST_PROXY,
    /** App processes to run (server/workers.ts): one per core on PostgreSQL unless set, always one on the embedded database. */
    workers: env.DATABASE_URL ? (env.WEB_CONCURRENCY ?? availableParallelism()) : 1,
    logLevel: env.LOG_LEVEL,
    /** Who the brokerage is, for the notices on every page and e-mail; demo values outside a real deployment. */
    brokerage: {
      legalName: env.BROKERAGE_LEGAL_NAME ?? DEMO_BROKERAGE.legalName,
      license: env.BROKERAGE_LICENSE ?? DEMO_BROKERAGE.license,
      brokerOfRecord: env.BROKER_OF_RECORD ?? DEMO_BROKERAGE.brokerOfRecord,
      brokerLicense: env.BROKER_LICENSE ?? DEMO_BROKERAGE.brokerLicense,
    },
    mls: mlsSettings(env),
    crm: crmSettings(env),
    stripe: stripeSettings(env),
  };
}

export type AppConfig = ReturnType<typeof readConfig>;

let cached: AppConfig | undefined;

/** The process-wide configuration, read once. */
export function getConfig(): AppConfig {
  cached ??= readConfig();
  return cached;
}

/** Tests change the environment between cases; they call this after doing so. */
export function resetConfigForTests() {
  cached = undefined;
}
