import path from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import routeConfig from "../routes";
import { createSession, sessionCookie } from "~/features/accounts/session.server";
import { linkOwnerVilla } from "~/features/owner-accounts/index.server";
import { createTestAgent, createTestListing } from "~/features/listings/listing-factory";
import { createTestBlog } from "~/features/blog/blog-factory";
import { createTestReview } from "~/features/testimonials/review-factory";
import { issueFormToken } from "~/features/spam-guard/spam-guard.server";
import { SPAM_GUARD_FIELDS } from "~/features/spam-guard/spam-guard-fields";
import { users } from "~/features/accounts/user.table";
import { getDb } from "~/shared/db/client.server";
import { rawQuery } from "~/shared/db/raw-query.server";

/**
 * Hostile input against every route module's real action and loader: no
 * answer is a 5xx (nor an error thrown past React Router), and input holding
 * text the database cannot store changes no table. The routes come from
 * app/routes.ts, so a new form or page is fuzzed without being listed here.
 */

type RouteEntry = { path?: string; file: string; index?: boolean; children?: RouteEntry[] };
type Module = { loader?: (args: unknown) => unknown; action?: (args: unknown) => unknown };
type Route = { pattern: string; file: string; params: string[]; module: Module };

const appDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

function flatten(entries: RouteEntry[], parent = ""): Array<{ pattern: string; file: string }> {
  return entries.flatMap((entry) => {
    const pattern = [parent, entry.path ?? ""].filter(Boolean).join("/");
    return [{ pattern, file: entry.file }, ...flatten(entry.children ?? [], pattern)];
  });
}

const routes: Route[] = await Promise.all(
  flatten(routeConfig as RouteEntry[]).map(async ({ pattern, file }) => ({
    pattern,
    file,
    params: [...pattern.matchAll(/:(\w+)/g)].map((match) => match[1]!).concat(pattern.includes("*") ? ["*"] : []),
    module: (await import(/* @vite-ignore */ path.join(appDir, file))) as Module,
  })),
);

/** Text the database cannot store, and text it can that has broken other systems. */
const unstorable = fc.oneof(
  fc.constantFrom("\u0000", "a\u0000b", "\uD800", "x\uDFFFy", "\u0000\uD83D"),
  fc.tuple(fc.string(), fc.constantFrom("\u0000", "\uD800", "\uDC00"), fc.string()).map((parts) => parts.join("")),
);
const awkward = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "'; drop table users; --",
    "\" OR 1=1 --",
    "%00",
    "%",
    "%E0%A4%A",
    "../../etc/passwd",
    "<script>alert(1)</script>",
    "😀🏝️",
    "\u202Eevil",
    "\uFEFF",
    "-1",
    "1e309",
    "NaN",
    "0x10",
    "9".repeat(400),
    "2025-02-30",
    "\r\n\r\n",
  ),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.integer({ min: 1_000, max: 300_000 }).map((length) => "x".repeat(length)),
);
const hostile = fc.oneof({ arbitrary: unstorable, weight: 2 }, { arbitrary: awkward, weight: 3 });

/** Field names the app's forms post, with a plausible value each, so that hostile values reach the rules behind the first. */
function plausibleForm(ids: Record<string, string>): Record<string, string> {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return {
    name: "Ada Lovelace",
    email: "ada@example.test",
    phone: "340-555-0100",
    message: "We would love to hear more about this property, please.",
    subject: "About Villa Solstice",
    password: "island-demo-2025",
    confirm: "island-demo-2025",
    checkIn: day(60),
    checkOut: day(67),
    guests: "2",
    rating: "5",
    text: "A wonderful stay; the team was helpful from start to finish.",
    experience: "rental",
    property: "Villa Solstice",
    title: "Ocean view cottage",
    description: "A cottage above Cruz Bay with a view of the harbour.",
    category: "residential",
    subcategory: "villa",
    area: "Cruz Bay",
    listPrice: "850000",
    nightlyRate: "650",
    maxGuests: "6",
    minimumNights: "3",
    checkInTime: "16:00",
    checkOutTime: "10:00",
    closePrice: "800000",
    closeDate: "2025-01-15",
    status: "approved",
    notes: "Looks right.",
    role: "agent",
    label: "Airbnb",
    url: "http://127.0.0.1:9/calendar.ics",
    feedId: ids.listing!,
    id: ids.listing!,
    listingId: ids.listing!,
    author: "The team",
    tags: "beach, views",
    publishedAt: "2025-03-01",
    languages: "English",
    specialities: "Villas",
    bio: "Sells villas.",
    photoAlt: "A portrait",
    coverAlt: "A cover",
    format: "json",
    redirectTo: "/",
  };
}

/** Who sends the request: nobody signed in, or an account of each role. */
const WHO = ["none", "agent", "admin", "buyer", "owner"] as const;
const INTENTS = ["add", "cancel", "save", "delete", "review", "approve", "publish", "unpublish", "bulk", "add-feed", "remove-feed", "sync-feed", "regenerate", "confirm-regenerate", "withdraw", "move", "disable", "enable", "role", "preview", "status", "frequency"];
const QUERY_KEYS = ["q", "area", "page", "sort", "view", "about", "edit", "review", "status", "property", "from", "to", "since", "done", "liked", "withdraw", "redirectTo", "minPrice", "maxPrice", "category", "subcategory", "beds", "baths", "kind", "type", "new", "frequency", "notice", "search", "token", "subscription"];

async function signedInCookie(role: "admin" | "agent" | "buyer" | "owner", id: string): Promise<string> {
  if (role !== "agent") {
    await getDb().update(users).set({ role }).where(sql`${users.id} = ${id}`);
  }
  const session = await createSession(id);
  return sessionCookie(session.token, session.expiresAt).split(";")[0]!;
}

async function world() {
  const agent = await createTestAgent("fuzz-agent@example.test", "Fuzz Agent");
  const admin = await createTestAgent("fuzz-admin@example.test", "Fuzz Admin");
  const listing = await createTestListing({ kind: "rental", agentId: agent.id, slug: "villa-fuzz", title: "Villa Fuzz" });
  await createTestListing({ kind: "sale", agentId: agent.id });
  const blog = await createTestBlog();
  await createTestReview();
  const buyer = await createTestAgent("fuzz-buyer@example.test", "Fuzz Buyer");
  const owner = await createTestAgent("fuzz-owner@example.test", "Fuzz Owner");
  const cookies = {
    none: "",
    agent: await signedInCookie("agent", agent.id),
    admin: await signedInCookie("admin", admin.id),
    buyer: await signedInCookie("buyer", buyer.id),
    owner: await signedInCookie("owner", owner.id),
  };
  // The owner's forms reach their services with a villa of the owner's own.
  await linkOwnerVilla({ id: admin.id, email: "fuzz-admin@example.test", role: "admin", status: "active" }, owner.id, listing.id);
  return { cookies, ids: { listing: listing.id, slug: "villa-fuzz", blog: String(blog.id), agent: agent.id } };
}

/** Every table's row count, for the "nothing stored" check. Sessions and sign-in bookkeeping may change. */
let countStatement: string | undefined;
async function rowCounts(): Promise<Record<string, number>> {
  if (!countStatement) {
    const { rows: tables } = await rawQuery<{ tablename: string }>(getDb(), sql`select tablename from pg_tables where schemaname = 'public' order by tablename`);
    const counted = tables.map((row) => row.tablename).filter((name) => !/session|login|sign_in|throttle|attempt|rate|page_view|audit|outbox|__drizzle/.test(name));
    // One statement for every table: a query per table, twice per run, made this file the suite's slowest on PostgreSQL.
    countStatement = counted.map((name) => `select '${name}' as name, count(*)::int as count from "${name}"`).join(" union all ");
  }
  const { rows } = await rawQuery<{ name: string; count: number }>(getDb(), sql.raw(countStatement));
  return Object.fromEntries(rows.map((row) => [row.name, row.count]));
}

/** The status React Router would answer with, or a description of an error that would become a 500. */
async function outcome(call: () => unknown): Promise<number | string> {
  let value: unknown;
  try {
    value = await call();
  } catch (error) {
    value = error;
    if (!(error instanceof Response) && !isDataWithInit(error)) return `threw ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`;
  }
  if (value instanceof Response) {
    await value.body?.cancel().catch(() => undefined);
    return value.status;
  }
  if (isDataWithInit(value)) return value.init?.status ?? 200;
  return 200;
}

function isDataWithInit(value: unknown): value is { type: "DataWithResponseInit"; init?: { status?: number } } {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

function routeArgs(route: Route, request: Request, params: Record<string, string>) {
  return { request, params, context: { clientAddress: "203.0.113.7", cspNonce: "fuzz" }, matches: [], unstable_pattern: route.pattern };
}

const RUNS = 25;
const withActions = routes.filter((route) => route.module.action);
const withLoaders = routes.filter((route) => route.module.loader);

describe("hostile input", () => {
  it("reaches every route with an action and every route with a loader", () => {
    expect(withActions.map((route) => route.file)).toEqual(expect.arrayContaining([
        "routes/contact.tsx",
        "routes/agent-registration.tsx",
        "routes/login.tsx",
        "routes/analytics-pageview.ts",
        // The monthly e-mails: a market report's subscribe form, and the links in the e-mails.
        "routes/market.tsx",
        "routes/email-updates-confirm.tsx",
        "routes/email-updates-unsubscribe.tsx",
      ]));
    expect(withLoaders.length).toBeGreaterThan(30);
  });

  describe.each(withActions.map((route) => [route.pattern || "/", route] as const))("POST %s", (_name, route) => {
    it("never answers 5xx nor logs an error, and stores nothing when every field holds unstorable text", async () => {
      const { cookies, ids } = await world();
      const base = plausibleForm(ids);
      const params = Object.fromEntries(route.params.map((name) => [name, name === "slug" ? ids.slug : name === "kind" ? "rental" : ids.listing]));
      const url = `http://localhost/${route.pattern.replace(/:(\w+)/g, (_match, name: string) => params[name] ?? "x")}`;
      const post = (who: keyof typeof cookies, body: BodyInit, contentType?: string) => {
        const headers = new Headers({ origin: "http://localhost" });
        if (cookies[who]) headers.set("cookie", cookies[who]);
        if (contentType) headers.set("content-type", contentType);
        return outcome(() => route.module.action!(routeArgs(route, new Request(url, { method: "POST", headers, body }), params)));
      };
      const token = () => issueFormToken({ now: Date.now() - 60_000 });
      const who = fc.constantFrom(...WHO) as fc.Arbitrary<keyof typeof cookies>;

      await fc.assert(
        fc.asyncProperty(
          who,
          fc.constantFrom(...INTENTS),
          fc.dictionary(fc.constantFrom(...Object.keys(base), "intent", "path", "referrer"), hostile, { minKeys: 1, maxKeys: 4 }),
          fc.constantFrom("form", "json", "garbage"),
          // JSON bodies also get values of the wrong type: numbers, nulls, arrays and objects where text is expected.
          fc.dictionary(fc.constantFrom(...Object.keys(base), "path", "referrer"), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }),
          async (who, intent, overrides, encoding, wrongTypes) => {
            const fields: Record<string, string> = { ...base, intent, [SPAM_GUARD_FIELDS.token]: token(), ...overrides };
            const errorsBefore = vi.mocked(console.error).mock.calls.length;
            const status =
              encoding === "form"
                ? await post(who, formOf(fields))
                : encoding === "json"
                  ? await post(who, JSON.stringify({ ...fields, path: overrides.path ?? `/${Object.values(overrides)[0]}`, ...wrongTypes }), "application/json")
                  : await post(who, Object.values(overrides).join("&%="), "application/x-www-form-urlencoded");
            const what = `POST ${url} with ${JSON.stringify(overrides).slice(0, 300)} (${encoding}${encoding === "json" ? ` ${JSON.stringify(wrongTypes).slice(0, 200)}` : ""}, ${who})`;
            expect(typeof status === "number" && status < 500, `${what} gave ${status}`).toBe(true);
            expect(vi.mocked(console.error).mock.calls.slice(errorsBefore).map(String), `${what} logged an error`).toEqual([]);
          },
        ),
        {
          numRuns: RUNS,
          examples: [
            ["none", "save", { name: "A\u0000da", email: "a\u0000@example.test", message: "x\u0000".repeat(20) }, "form", {}],
            ["agent", "add-feed", { label: "Air\u0000bnb" }, "form", {}],
            ["admin", "save", { title: "\u0000", name: "\uD800" }, "json", { tags: [1, null], details: { "\u0000": "x" } }],
            ["none", "save", { path: "/a\u0000b" }, "json", {}],
            ["none", "save", { referrer: "x" }, "json", { path: ["/"] }],
          ],
        },
      );

      await fc.assert(
        // Regenerating the export address reads no field, so it stores a new address whatever is posted.
        fc.asyncProperty(who, fc.constantFrom(...INTENTS.filter((intent) => intent !== "regenerate")), unstorable, fc.boolean(), async (who, intent, poison, asJson) => {
          // Browsers send lone surrogates in a form as U+FFFD; only NUL survives a form, both survive JSON.
          const bad = asJson ? poison : `${poison}\u0000`;
          const fields = Object.fromEntries(Object.entries(base).map(([name, value]) => [name, `${value}${bad}`]));
          Object.assign(fields, { intent, [SPAM_GUARD_FIELDS.token]: token(), path: `/a${bad}` });
          const before = await rowCounts();
          const status = asJson ? await post(who, JSON.stringify(fields), "application/json") : await post(who, formOf(fields));
          expect(typeof status === "number" && status < 500, `POST ${url} with unstorable ${JSON.stringify(bad)} gave ${status}`).toBe(true);
          expect(await rowCounts(), `POST ${url} (${intent}, ${who}) stored unstorable ${JSON.stringify(bad)}`).toEqual(before);
        }),
        { numRuns: 15 },
      );
    });
  });

  describe.each(withLoaders.map((route) => [route.pattern || "/", route] as const))("GET %s", (_name, route) => {
    it("never answers 5xx nor logs an error for hostile path parameters and query strings", async () => {
      const { cookies } = await world();
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...WHO) as fc.Arbitrary<keyof typeof cookies>,
          fc.record(Object.fromEntries(route.params.map((name) => [name, hostile]))) as fc.Arbitrary<Record<string, string>>,
          fc.array(fc.tuple(fc.constantFrom(...QUERY_KEYS), fc.oneof(hostile, fc.constantFrom("%00", "%ZZ", "%ED%A0%80", "a%00b", "%C0%80"))), { maxLength: 3 }),
          async (who, params, query) => {
            const search = query.map(([key, value]) => `${key}=${encodeQueryValue(value)}`).join("&");
            const url = `http://localhost/${route.pattern.replace(/:(\w+)/g, "x").replace("*", "x")}?${search}`;
            const headers = new Headers();
            if (cookies[who]) headers.set("cookie", cookies[who]);
            const errorsBefore = vi.mocked(console.error).mock.calls.length;
            const status = await outcome(() => route.module.loader!(routeArgs(route, new Request(url, { headers }), params)));
            const what = `GET ${url} with ${JSON.stringify(params).slice(0, 300)} (${who})`;
            expect(typeof status === "number" && status < 500, `${what} gave ${status}`).toBe(true);
            expect(vi.mocked(console.error).mock.calls.slice(errorsBefore).map(String), `${what} logged an error`).toEqual([]);
          },
        ),
        {
          numRuns: RUNS,
          examples: WHO.map((who) => [
            who,
            Object.fromEntries(route.params.map((name) => [name, "a\u0000b"])),
            [["q", "%00"], ["area", "x%00"], ["page", "%00"]],
          ]),
        },
      );
    });
  });
});

/** Percent-escapes are kept as written (malformed ones included); other text is encoded as a browser would. */
function encodeQueryValue(value: string): string {
  const wellFormed = value.replace(/[\uD800-\uDFFF]/gu, "\uFFFD");
  if (wellFormed.includes("%")) return wellFormed.replace(/[^%\w.-]/gu, (char) => encodeURIComponent(char));
  return encodeURIComponent(wellFormed);
}
