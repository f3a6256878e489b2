import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { getDb, type Database } from "~/shared/db/client.server";
import { rateLimitCounters } from "./rate-limit.table";
import { checkRateLimit, checkRateLimits, clientKey, recipientKey } from "./rate-limits.server";

const HOUR = 60 * 60 * 1000;
const at = (iso: string) => new Date(iso);

/**
 * A second, independent connection to the same database, as another app
 * process has, on PostgreSQL; PGlite is one process's database, so there
 * both callers share it.
 */
const otherPool = process.env.DATABASE_URL ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 5 }) : null;
// Dropping the test database at the end ends idle connections; that is no failure of the test.
otherPool?.on("error", () => undefined);
const otherDb = (): Database => (otherPool ? (drizzle({ client: otherPool }) as unknown as Database) : getDb());
afterAll(async () => {
  await otherPool?.end();
});

describe("checkRateLimit", () => {
  it("allows `limit` hits in a window, refuses the next until the window ends, then allows again", async () => {
    const rule = { key: "test:client:203.0.113.7", limit: 3, windowMs: HOUR };
    const verdicts = [];
    for (const minute of [1, 2, 3, 4]) verdicts.push(await checkRateLimit(getDb(), { ...rule, now: at(`2026-05-01T10:0${minute}:00Z`) }));
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true, false]);
    expect(verdicts[3]).toMatchObject({ allowed: false, retryAt: at("2026-05-01T11:00:00Z") });

    expect(await checkRateLimit(getDb(), { ...rule, now: at("2026-05-01T10:59:59Z") })).toMatchObject({ allowed: false });
    expect(await checkRateLimit(getDb(), { ...rule, now: at("2026-05-01T11:00:00Z") })).toMatchObject({ allowed: true, hits: 1 });
  });

  it("counts each key on its own: a client's limit does not use up a recipient's", async () => {
    const now = at("2026-05-01T10:00:00Z");
    const client = { key: clientKey("booking", "203.0.113.7"), limit: 1, windowMs: HOUR, now };
    expect(await checkRateLimit(getDb(), client)).toMatchObject({ allowed: true });
    expect(await checkRateLimit(getDb(), client)).toMatchObject({ allowed: false });
    const recipient = { key: recipientKey("booking", "Guest@Example.com"), limit: 1, windowMs: HOUR, now };
    expect(await checkRateLimit(getDb(), recipient)).toMatchObject({ allowed: true });
    // The typed address is compared without case or surrounding spaces.
    expect(await checkRateLimit(getDb(), { ...recipient, key: recipientKey("booking", " guest@example.COM ") })).toMatchObject({ allowed: false });
    // Another client address is not affected.
    expect(await checkRateLimit(getDb(), { ...client, key: clientKey("booking", "198.51.100.1") })).toMatchObject({ allowed: true });
  });

  it("counts an IPv6 client by its /64, so fresh addresses from one network share one limit", async () => {
    const now = at("2026-05-01T10:00:00Z");
    const hit = (address: string) => checkRateLimit(getDb(), { key: clientKey("contact", address), limit: 2, windowMs: HOUR, now });
    expect(await hit("2001:db8:7:1::a")).toMatchObject({ allowed: true });
    expect(await hit("2001:db8:7:1::b")).toMatchObject({ allowed: true });
    expect(await hit("2001:db8:7:1:dead:beef:0:1")).toMatchObject({ allowed: false });
    // The next /64 is another client; an IPv4-mapped address is its IPv4 address.
    expect(await hit("2001:db8:7:2::a")).toMatchObject({ allowed: true });
    expect(await hit("203.0.113.9")).toMatchObject({ allowed: true });
    expect(await hit("::ffff:203.0.113.9")).toMatchObject({ allowed: true });
    expect(await hit("::ffff:203.0.113.9")).toMatchObject({ allowed: false });
  });

  it("lets exactly `limit` of many concurrent hits through, from two connections at once", async () => {
    const rule = { key: "test:client:race", limit: 5, windowMs: HOUR, now: at("2026-05-01T10:30:00Z") };
    const [mine, theirs] = [getDb(), otherDb()];
    const verdicts = await Promise.all(Array.from({ length: 24 }, (_, i) => checkRateLimit(i % 2 === 0 ? mine : theirs, rule)));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
    const [row] = await getDb().select().from(rateLimitCounters);
    expect(row?.hits).toBe(24);
  });

  it("stores neither the client address nor the e-mail address, only keyed hashes", async () => {
    await checkRateLimit(getDb(), { key: recipientKey("reset", "someone@example.com"), limit: 3, windowMs: HOUR });
    await checkRateLimit(getDb(), { key: clientKey("reset", "203.0.113.7"), limit: 3, windowMs: HOUR });
    const rows = await getDb().select().from(rateLimitCounters);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.key).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(row)).not.toMatch(/someone|203\.0\.113/);
    }
  });

  it("clears out windows that have ended", async () => {
    await checkRateLimit(getDb(), { key: "test:old", limit: 3, windowMs: HOUR, now: at("2026-05-01T08:10:00Z") });
    await checkRateLimit(getDb(), { key: "test:new", limit: 3, windowMs: HOUR, now: at("2026-05-01T10:10:00Z") });
    const rows = await getDb().select().from(rateLimitCounters);
    expect(rows.map((row) => row.expiresAt.toISOString())).toEqual(["2026-05-01T11:00:00.000Z"]);
  });
});

describe("checkRateLimits", () => {
  it("stops at the first refusal, so later keys keep their places", async () => {
    const now = at("2026-05-01T10:00:00Z");
    const client = { key: "test:client", limit: 1, windowMs: HOUR, now };
    const recipient = { key: "test:recipient", limit: 1, windowMs: HOUR, now };
    expect(await checkRateLimits(getDb(), [client, recipient])).toEqual({ allowed: true });
    expect(await checkRateLimits(getDb(), [client, { ...recipient, key: "test:recipient-2" }])).toMatchObject({ allowed: false, key: "test:client" });
    expect(await checkRateLimit(getDb(), { ...recipient, key: "test:recipient-2" })).toMatchObject({ allowed: true });
  });
});
