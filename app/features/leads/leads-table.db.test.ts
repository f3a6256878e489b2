import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/shared/db/client.server";
import { forbidden } from "~/shared/access/permissions";
import { readTableQuery } from "~/shared/tables/table-query";
import { leads } from "./lead.table";
import { LEADS_TABLE } from "./leads-table";
import { twoAgentsWithListings, viewerOf } from "./lead-test-helpers";
import { listLeads } from "./read-leads.server";

let agents: Awaited<ReturnType<typeof twoAgentsWithListings>>;
const SAME_TIME = new Date("2031-03-01T12:00:00Z");

// Every test starts from an empty database (tests/setup/database.ts): 24 leads for Maya (many at one moment), 2 for Omar.
beforeEach(async () => {
  agents = await twoAgentsWithListings();
  const { maya, omar, mayaListing, omarListing } = agents;
  const lead = (n: number, to: typeof maya, listing: typeof mayaListing, name: string) => ({
    listingId: listing.id,
    listingTitle: listing.title,
    listingPath: `/property/${listing.id}`,
    agentId: to.id,
    agentEmail: to.email,
    name,
    email: `${name.toLowerCase().replace(/[^a-z0-9]+/g, ".")}@example.com`,
    message: "Is it still available?",
    status: n % 4 === 0 ? ("won" as const) : ("new" as const),
    createdAt: n < 15 ? SAME_TIME : new Date(SAME_TIME.getTime() + n * 60_000),
  });
  await getDb()
    .insert(leads)
    .values([
      ...Array.from({ length: 24 }, (_, n) => lead(n, maya, mayaListing, `Buyer ${String(n).padStart(2, "0")}`)),
      lead(1, omar, omarListing, "Omar's 100% Buyer"),
      lead(2, omar, omarListing, "Omar_Buyer"),
    ]);
});

const list = async (viewer: ReturnType<typeof viewerOf>, query: string, status = "") => {
  const result = await listLeads(viewer, { status }, readTableQuery(new URLSearchParams(query), LEADS_TABLE));
  if (!result.success) throw new Error(result.error);
  return result.data;
};

describe("the leads tables", () => {
  it("page an agent's own leads 20 at a time, each once, never another agent's", async () => {
    const maya = viewerOf(agents.maya);
    const first = await list(maya, "");
    expect(first).toMatchObject({ total: 24, page: 1, pageCount: 2 });
    const second = await list(maya, "page=2");
    const names = [...first.rows, ...second.rows].map((row) => row.name);
    expect(new Set(names).size).toBe(24);
    expect(names.some((name) => name?.startsWith("Omar"))).toBe(false);
    expect((await list(maya, "q=omar")).total).toBe(0);
    expect((await list(viewerOf(agents.maya, "admin"), "")).total).toBe(26);
  });

  it("sort only by whitelisted columns, falling back to the newest first", async () => {
    const admin = viewerOf(agents.maya, "admin");
    const byName = (await list(admin, "sort=name")).rows.map((row) => row.name);
    expect(byName.slice(0, 2)).toEqual(["Buyer 00", "Buyer 01"]);
    const byAgent = (await list(admin, "sort=agent&dir=desc")).rows.map((row) => row.agentShown);
    expect(byAgent[0]).toBe("Omar Penn");
    const fallback = await list(admin, "sort=email;drop table leads&dir=up&page=x");
    expect(fallback.query).toMatchObject({ sort: "received", dir: "desc", page: 1 });
    expect(fallback.rows[0]!.name).toBe("Buyer 23");
  });

  it("search buyer, listing and agent with %, _ and \\ as plain characters, together with the status filter", async () => {
    const admin = viewerOf(agents.maya, "admin");
    expect((await list(admin, "q=100%25")).rows.map((row) => row.name)).toEqual(["Omar's 100% Buyer"]);
    expect((await list(admin, "q=r_b")).rows.map((row) => row.name)).toEqual(["Omar_Buyer"]);
    expect((await list(admin, "q=%5C")).total).toBe(0);
    expect((await list(admin, "q=sea grape")).total).toBe(24);
    expect((await list(admin, "q=sea grape", "won")).total).toBe(6);
  });

  it("name the agent a lead was routed to by account, though no address was recorded, and the office's as the office's", async () => {
    const admin = viewerOf(agents.maya, "admin");
    const base = { listingTitle: "Hillside Lot", listingPath: "/property/x", email: "owner@example.com", message: "What is it worth?" };
    await getDb()
      .insert(leads)
      .values([
        { ...base, name: "Routed by account", agentId: agents.omar.id, agentEmail: null },
        { ...base, name: "The office's own", agentId: null, agentEmail: null },
      ]);
    expect((await list(admin, "q=routed by account")).rows.map((row) => row.agentShown)).toEqual(["Omar Penn"]);
    expect((await list(admin, "q=office's own")).rows.map((row) => row.agentShown)).toEqual([null]);
    expect((await list(admin, "q=maya charles")).total).toBe(24);
  });

  it("keep the permission check", async () => {
    expect(await listLeads({ ...viewerOf(agents.maya), role: "buyer" as const })).toEqual(forbidden());
  });
});
