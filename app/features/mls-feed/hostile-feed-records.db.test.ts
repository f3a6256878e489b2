import { count, eq, inArray, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listings } from "~/features/listings/listing.table";
import { getDb } from "~/shared/db/client.server";
import { rawQuery } from "~/shared/db/raw-query.server";
import { reportedKey } from "./feed-fields";
import { runFeedSync } from "./feed-sync.server";
import { testMlsSettings } from "./feed-test-settings";
import { importListingRecords } from "./import-listings.server";
import { mlsMedia } from "./mls-feed.table";
import { ResoClient } from "./reso-client.server";
import { resoProperty, startResoTestServer, type ResoTestServer } from "./reso-test-server";
import { listSyncRuns } from "./sync-state.server";

/**
 * One bad record never stops the business: pages of the feed (Property with
 * its Media and OpenHouse, Office and Member answers) and files to import
 * mix good records with records one field of which is hostile. Every good
 * record lands, every bad one is reported once under its key (escaped when
 * it is not storable text) or lands, and the next pass makes progress.
 */
const MISSING = Symbol("missing");

/** Values no feed should send, but some do. */
const hostileValue = fc.constantFrom<unknown>(
  "bad\u0000value",
  "\uD800",
  "a\uDC00b",
  "x".repeat(100_000),
  {},
  [1, 2],
  true,
  null,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER * 8,
  "2026-13-45T99:00:00Z",
  "0000-01-01T00:00:00Z",
  "not a date",
  "http://[",
  "javascript:alert(1)",
  "",
  MISSING,
);

/** A ListingKey that is never a usable key (the other hostile values may be one, and would then be good). */
const hostileKey = fc.constantFrom<unknown>("K-\u0000", "\uD800", "K".repeat(100_000), {}, [], true, null, 1e308, "", MISSING);

const FIELDS = [
  "ModificationTimestamp", "ListPrice", "StandardStatus", "PropertyType", "UnparsedAddress", "PublicRemarks", "ListOfficeKey",
  "ListAgentKey", "Latitude", "BedroomsTotal", "OnMarketDate", "Media.MediaURL", "Media.MediaKey", "Media.ShortDescription",
  "OpenHouse.OpenHouseKey", "OpenHouse.OpenHouseStartTime", "OpenHouse.OpenHouseRemarks",
] as const;

type Spec = { field: "ListingKey" | (typeof FIELDS)[number]; value: unknown } | null;
const spec: fc.Arbitrary<Spec> = fc.oneof(
  { weight: 2, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: hostileKey.map((value) => ({ field: "ListingKey" as const, value })) },
  { weight: 3, arbitrary: fc.record({ field: fc.constantFrom(...FIELDS), value: hostileValue }) },
);
/** A record's Office and Member answers: none (the record names its office and agent), a good name, or a hostile one. */
const officeAnswer = fc.option(fc.oneof(fc.constant<unknown>("Cruz Bay Properties"), hostileValue), { nil: undefined });

let run = 0;
let photoHost: string;

function set(target: Record<string, unknown>, name: string, value: unknown) {
  if (value === MISSING) delete target[name];
  else target[name] = value;
}

/** Record `index` of a run: good, then one field made hostile. */
function recordOf(prefix: string, index: number, bad: Spec): Record<string, unknown> {
  const key = `${prefix}-${String(index).padStart(2, "0")}`;
  const record = resoProperty(key, new Date(Date.UTC(2026, 2, 1, 9, index)).toISOString(), {
    Media: [{ MediaKey: `${key}-M`, MediaURL: `${photoHost}/media/${key}.jpg`, MediaCategory: "Photo", Order: 0, ShortDescription: "Deck" }],
    OpenHouse: [{ OpenHouseKey: `${key}-OH`, OpenHouseStartTime: "2026-04-04T14:00:00Z", OpenHouseEndTime: "2026-04-04T16:00:00Z", OpenHouseRemarks: "Park above" }],
  });
  if (!bad) return record;
  const [list, field] = bad.field.includes(".") ? bad.field.split(".") : [null, bad.field];
  if (list) set((record[list] as Array<Record<string, unknown>>)[0]!, field!, bad.value);
  else set(record, field!, bad.value);
  return record;
}

const isNested = (bad: Spec) => Boolean(bad && bad.field.includes("."));
const keyOf = (prefix: string, index: number) => `${prefix}-${String(index).padStart(2, "0")}`;

async function landedKeys(keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await getDb().select({ key: listings.listingKey }).from(listings).where(inArray(listings.listingKey, keys));
  return new Set(rows.map((row) => row.key!));
}

/** The good and hostile records' outcomes: each intact key landed or reported once; the rest reported once each. */
function checkOutcomes(specs: Spec[], prefix: string, landed: Set<string>, reports: Array<{ key?: string }>) {
  const intact = specs.flatMap((bad, index) => (bad?.field === "ListingKey" ? [] : [{ key: keyOf(prefix, index), bad }]));
  const times = (key: string) => reports.filter((report) => report.key === key).length;
  for (const { key, bad } of intact) {
    if (!bad) expect({ key, landed: landed.has(key), reported: times(key) }).toEqual({ key, landed: true, reported: 0 });
    else if (isNested(bad)) expect({ key, landed: landed.has(key), once: times(key) <= 1 }).toEqual({ key, landed: true, once: true });
    else expect({ key, field: bad.field, outcome: landed.has(key) ? times(key) : times(key) - 1 }).toEqual({ key, field: bad.field, outcome: 0 });
  }
  const intactKeys = new Set(intact.map((item) => item.key));
  const others = reports.filter((report) => report.key === undefined || !intactKeys.has(report.key)).map((report) => report.key ?? null);
  const expected = specs.flatMap((bad) => (bad?.field === "ListingKey" ? [reportedKey(bad.value === MISSING ? undefined : bad.value) ?? null] : []));
  expect(others.sort()).toEqual(expected.sort());
}

let feed: ResoTestServer;

beforeAll(async () => {
  feed = await startResoTestServer();
  photoHost = feed.url;
});
afterAll(async () => {
  await feed.close();
});

describe("hostile records among good ones", () => {
  it("the feed: every good record lands, each bad one is reported once under its key, and the next pass goes on", async () => {
    const settings = testMlsSettings(feed.url);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(spec, officeAnswer), { minLength: 3, maxLength: 7 }), async (items) => {
        run += 1;
        const prefix = `F${run}`;
        const specs = items.map(([bad]) => bad);
        await rawQuery(getDb(), sql`truncate mls_feed_state, mls_sync_runs`);
        feed.records.length = 0;
        feed.offices.length = 0;
        feed.members.length = 0;
        items.forEach(([bad, answer], index) => {
          const record = recordOf(prefix, index, bad);
          if (answer !== undefined && bad?.field !== "ListOfficeKey" && bad?.field !== "ListAgentKey") {
            // The record names only its office's and agent's keys: their names come from the Office and Member resources, hostile or not.
            record.ListOfficeKey = `OFF-${keyOf(prefix, index)}`;
            record.ListAgentKey = `AG-${keyOf(prefix, index)}`;
            delete record.ListOfficeName;
            delete record.ListAgentFullName;
            feed.offices.push(answer === MISSING ? { OfficeKey: record.ListOfficeKey } : { OfficeKey: record.ListOfficeKey, OfficeName: answer, OfficePhone: answer });
            feed.members.push(answer === MISSING ? { MemberKey: record.ListAgentKey } : { MemberKey: record.ListAgentKey, MemberFullName: answer });
          }
          feed.records.push(record);
        });
        const client = new ResoClient(settings, { sleep: async () => undefined });
        try {
          const first = await runFeedSync({ settings, client, pageSize: 3, reconcile: "never" });
          if (!first.claimed) throw new Error("the pass was not claimed");
          expect(first.status).toBe("succeeded");
          const keys = specs.map((_, index) => keyOf(prefix, index));
          const landed = await landedKeys(keys);
          checkOutcomes(specs, prefix, landed, first.errors);
          expect(first.counts.created).toBe(landed.size);
          // Every landed record's good photo is queued.
          const goodPhotos = specs.filter((bad, index) => landed.has(keyOf(prefix, index)) && !(bad && ["Media.MediaURL", "Media.MediaKey"].includes(bad.field))).length;
          const [queued] = await getDb().select({ n: count() }).from(mlsMedia).innerJoin(listings, eq(listings.id, mlsMedia.listingId)).where(inArray(listings.listingKey, keys));
          expect(queued!.n).toBeGreaterThanOrEqual(goodPhotos);
          const [row] = await listSyncRuns(1);
          expect(row).toMatchObject({ status: "succeeded", errorCount: first.errors.length });
          expect(row!.finishedAt).not.toBeNull();

          // The next pass asks after the mark and picks up a new record.
          const next = keyOf(prefix, 99);
          feed.records.push(resoProperty(next, "2026-03-02T09:00:00.000Z"));
          const second = await runFeedSync({ settings, client, pageSize: 3, reconcile: "never" });
          expect(second).toMatchObject({ claimed: true, status: "succeeded" });
          expect((await landedKeys([next])).has(next)).toBe(true);
        } finally {
          client.close();
        }
      }),
      { numRuns: 6, endOnFailure: true },
    );
  }, 120_000);

  it("the file import: every good row is imported, each bad one reported once under its key, and a second run changes nothing", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(spec, { minLength: 3, maxLength: 8 }), async (specs) => {
        run += 1;
        const prefix = `I${run}`;
        const records = specs.map((bad, index) => ({ line: 1, index, record: recordOf(prefix, index, bad) }));
        const summary = await importListingRecords(records);
        const keys = specs.map((_, index) => keyOf(prefix, index));
        const landed = await landedKeys(keys);
        checkOutcomes(specs, prefix, landed, summary.failed.map((failure) => ({ key: failure.listingKey })));
        expect(summary.created).toBe(landed.size);
        expect(summary.created + summary.failed.length).toBe(records.length);
        // Photos left out belong to imported rows, once each.
        for (const left of summary.photosLeftOut ?? []) expect(landed.has(left.listingKey!)).toBe(true);

        const again = await importListingRecords(records);
        expect(again).toMatchObject({ created: 0, updated: 0, unchanged: landed.size });
        expect(again.failed).toHaveLength(summary.failed.length);
      }),
      { numRuns: 6, endOnFailure: true },
    );
  }, 120_000);
});
