import { beforeEach, describe, expect, it } from "vitest";
import { createTestListing } from "~/features/listings/listing-factory";
import { addListingPhotos } from "~/features/listings/listing-photos.server";
import { readTableQuery } from "~/shared/tables/table-query";
import { agentUser, testImage } from "./agent-listing-test-data";
import { AGENT_LISTINGS_TABLE } from "./agent-listings-table";
import { listAgentListingsTable } from "./agent-listings-table.server";
import type { SessionUser } from "~/features/accounts/index.server";

let agent: SessionUser;
let other: SessionUser;
const SAME_TIME = new Date("2026-03-01T12:00:00Z");

// Every test starts from an empty database (tests/setup/database.ts), so each gets the same listings.
beforeEach(async () => {
  agent = await agentUser("paging-agent@example.test");
  other = await agentUser("other-agent@example.test");
  for (let n = 1; n <= 43; n += 1) {
    await createTestListing({
      title: `Hillside Lot ${String(n).padStart(2, "0")}`,
      area: n % 2 ? "Coral Bay" : "Cruz Bay",
      listPrice: n * 10_000,
      reviewStatus: n % 3 === 0 ? "approved" : "pending",
      // Many rows share one time, so only the tie-breaker keeps the pages apart.
      updatedAt: n <= 30 ? SAME_TIME : new Date(Date.UTC(2026, 3, n)),
      agentId: agent.id,
    });
  }
  await createTestListing({ title: "Ocean View 100% Financing", area: "Chocolate Hole", listPrice: 500_000, agentId: agent.id, updatedAt: SAME_TIME });
  const withPhoto = await createTestListing({ title: "Fish_Bay Cottage", area: "Fish Bay", listPrice: 700_000, agentId: agent.id, updatedAt: SAME_TIME, reviewStatus: "approved" });
  const photos = await addListingPhotos(withPhoto.id, [{ ...testImage(1), alt: "The cottage" }]);
  if (!photos.success) throw new Error(photos.error);
  for (const title of ["Hillside Lot 99", "Someone Else's 100% Villa"]) {
    await createTestListing({ title, agentId: other.id });
  }
});

const list = async (query: string, user = agent) => {
  const result = await listAgentListingsTable(user, readTableQuery(new URLSearchParams(query), AGENT_LISTINGS_TABLE));
  if (!result.success) throw new Error(result.error);
  return result.data;
};

describe("listAgentListingsTable", () => {
  it("pages the agent's own listings 20 at a time with the total, never another agent's", async () => {
    const first = await list("");
    expect(first).toMatchObject({ total: 45, page: 1, pageCount: 3 });
    expect(first.rows).toHaveLength(20);
    const last = await list("page=3");
    expect(last.rows).toHaveLength(5);
    const ids = [...first.rows, ...(await list("page=2")).rows, ...last.rows].map((row) => row.id);
    // Every listing exactly once across the pages, although 32 share one update time.
    expect(new Set(ids).size).toBe(45);
    const titles = [...first.rows, ...last.rows].map((row) => row.title);
    expect(titles).not.toContain("Hillside Lot 99");
  });

  it("shows the last page for a page past the end, and the first for nonsense", async () => {
    expect(await list("page=40")).toMatchObject({ page: 3, query: { page: 3 } });
    expect((await list("page=-2")).page).toBe(1);
    expect((await list("page=99999999999")).page).toBe(1);
  });

  it("sorts by a whitelisted column either way", async () => {
    const cheapest = (await list("sort=price&dir=asc")).rows.map((row) => row.listPrice);
    expect(cheapest.slice(0, 3)).toEqual([10_000, 20_000, 30_000]);
    const dearest = (await list("sort=price")).rows.map((row) => row.listPrice);
    expect(dearest.slice(0, 2)).toEqual([700_000, 500_000]);
    expect((await list("sort=price&dir=asc&page=3")).rows.at(-1)!.listPrice).toBe(700_000);

    const byTitle = (await list("sort=title")).rows.map((row) => row.title);
    expect(byTitle[0]).toBe("Fish_Bay Cottage");
    expect(byTitle).toEqual([...byTitle].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));

    const newest = (await list("")).rows;
    expect(newest[0]!.title).toBe("Hillside Lot 43");
  });

  it("falls back to the default order for a column off the whitelist", async () => {
    const fallback = await list("sort=password_hash&dir=asc");
    expect(fallback.query).toMatchObject({ sort: "updated", dir: "asc" });
    expect(fallback.rows[fallback.rows.length - 1]!.title).not.toBe("Hillside Lot 43");
  });

  it("searches title and area as plain text: % and _ match themselves, SQL is just text", async () => {
    expect((await list("q=lot%2004")).rows.map((row) => row.title)).toEqual(["Hillside Lot 04"]);
    expect((await list("q=cruz%20bay")).total).toBe(21);
    expect((await list("q=100%25")).rows.map((row) => row.title)).toEqual(["Ocean View 100% Financing"]);
    expect((await list("q=_")).rows.map((row) => row.title)).toEqual(["Fish_Bay Cottage"]);
    expect((await list("q=%5C")).total).toBe(0);
    expect((await list(`q=${encodeURIComponent("' or 1=1 --")}`)).total).toBe(0);
    expect((await list(`q=${encodeURIComponent("%'; drop table listings; --")}`)).total).toBe(0);
    expect((await list("")).total).toBe(45);
  });

  it("answers what a row shows: the cover photo, the photo count, the public page once approved, editing while under review", async () => {
    const [cottage] = (await list("q=Fish_Bay")).rows;
    expect(cottage).toMatchObject({ photoCount: 1, editable: false, reviewStatus: "approved" });
    expect(cottage!.photo?.alt).toBe("The cottage");
    expect(cottage!.publicPath).toMatch(/^\/property\//);
    const [pending] = (await list("q=Lot%2001")).rows;
    expect(pending).toMatchObject({ photoCount: 0, photo: null, editable: true, publicPath: null });
  });

  it("refuses anyone but an agent", async () => {
    const buyer = { ...other, role: "buyer" as const };
    const result = await listAgentListingsTable(buyer, readTableQuery(new URLSearchParams(), AGENT_LISTINGS_TABLE));
    expect(result).toMatchObject({ success: false, code: "forbidden" });
  });
});
