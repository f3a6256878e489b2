import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "~/shared/db/migrate.server";
import { getDb } from "~/shared/db/client.server";
import { rawQuery } from "~/shared/db/raw-query.server";
import { listings } from "./listing.table";
import { createTestAgent } from "./listing-factory";
import { listingColumns } from "./listing-store.server";

/** The listings table as it was before the fold: the typed agent_info, no list agent e-mail. */
async function restoreTypedAgentColumn() {
  const db = getDb();
  await db.execute(sql.raw(`alter table listings drop constraint listings_agent_one_way_check`));
  await db.execute(sql.raw(`drop index listings_agent_email_idx`));
  await db.execute(sql.raw(`alter table listings drop column list_agent_email`));
  await db.execute(sql.raw(`alter table listings add column agent_info jsonb`));
  await db.execute(sql.raw(`create index listings_agent_email_idx on listings (lower(agent_info ->> 'email'), submitted_at desc)`));
}

async function insertTyped(slug: string, agentInfo: object | null, extra: { agentId?: string; listAgentName?: string } = {}) {
  await getDb().execute(sql`
    insert into listings (kind, category, title, slug, list_price, review_status, agent_info, agent_id, list_agent_name)
    values ('sale', 'residential', ${slug}, ${slug}, 500000, 'approved', ${agentInfo === null ? null : JSON.stringify(agentInfo)}::jsonb, ${extra.agentId ?? null}, ${extra.listAgentName ?? null})`);
}

async function runFoldMigration() {
  const file = readFileSync(path.join(MIGRATIONS_FOLDER, "0037_fold_listing_agent.sql"), "utf8");
  for (const statement of file.split("--> statement-breakpoint")) await getDb().execute(sql.raw(statement));
}

const agentOf = async (slug: string) =>
  (await getDb().select(listingColumns).from(listings).where(eq(listings.slug, slug)))[0]!;

describe("folding the typed agent into the one way a listing's agent is stored", () => {
  it("names a confirmed account by its address, keeps any other typed agent as the list agent, and drops nothing anyone saw", async () => {
    const dana = await createTestAgent("dana@example.test", "Dana Sprauve");
    const unconfirmed = await createTestAgent("lee@example.test", "Lee Unconfirmed", { emailVerified: false });
    const maya = await createTestAgent("maya@example.test", "Maya Charles");
    await restoreTypedAgentColumn();
    await insertTyped("ours-by-address", { email: " Dana@Example.test ", name: "Dana S.", role: "agent" });
    await insertTyped("unconfirmed-address", { email: "lee@example.test", name: "Lee Typed", role: "agent" });
    await insertTyped("no-account", { email: "jordan@example.test", name: "Jordan Penn", role: "agent" }, { listAgentName: "J. Penn (MLS)" });
    await insertTyped("another-firm", null, { listAgentName: "Pat Other" });
    await insertTyped("already-named", { email: "old@example.test", name: "Maya", role: "agent" }, { agentId: maya.id });
    await insertTyped("blank-address", { email: " ", name: "Ines Quarry", role: "agent" });

    await runFoldMigration();

    expect(await agentOf("ours-by-address")).toMatchObject({ agentId: dana.id, listAgentEmail: null, agentName: "Dana Sprauve", agentEmail: "dana@example.test" });
    // An unconfirmed address owns nothing (decision 0035): it stays the list agent's until confirmed.
    expect(await agentOf("unconfirmed-address")).toMatchObject({ agentId: null, listAgentEmail: "lee@example.test", agentName: "Lee Typed", agentEmail: "lee@example.test" });
    expect(unconfirmed.id).not.toBe(dana.id);
    expect(await agentOf("no-account")).toMatchObject({ agentId: null, listAgentEmail: "jordan@example.test", listAgentName: "Jordan Penn", agentEmail: "jordan@example.test" });
    expect(await agentOf("another-firm")).toMatchObject({ agentId: null, listAgentEmail: null, agentName: "Pat Other", agentEmail: null });
    expect(await agentOf("already-named")).toMatchObject({ agentId: maya.id, listAgentEmail: null, agentName: "Maya Charles", agentEmail: "maya@example.test" });
    expect(await agentOf("blank-address")).toMatchObject({ agentId: null, listAgentEmail: null, agentName: "Ines Quarry" });

    const columns = await rawQuery(getDb(), sql.raw(`select column_name from information_schema.columns where table_name = 'listings' and column_name = 'agent_info'`));
    expect(columns.rows).toEqual([]);
    // One way from now on: a listing that names an account keeps no agent address beside it.
    await expect(getDb().update(listings).set({ listAgentEmail: "dana@example.test" }).where(eq(listings.slug, "ours-by-address"))).rejects.toThrow();
  });
});
