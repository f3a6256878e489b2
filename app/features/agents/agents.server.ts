import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { type AuditActor, recordAudit } from "~/features/audit/index.server";
import type { DescribedImage } from "~/features/media";
import { keptByKeyUntilContentChanges } from "~/shared/cache/content-memo.server";
import { getDb, type Database } from "~/shared/db/client.server";
import { issuesToErrors } from "~/shared/forms/parse-form";
import { fail, failWith, ok, type Failure, type Result } from "~/shared/lib/result";
import { runService } from "~/shared/lib/service.server";
import { agentProfiles, type AgentProfileRow } from "./agent.table";
import { AGENT_MESSAGES as MESSAGES, AGENT_SORTS, emailKey, isAgentStatus, type AgentSort, type AgentStatus } from "./agent-rules";
import { agentSchema, type AgentValues } from "./agent-schema";
import type { ListingAgent } from "./ui/listing-agent-card";
import type { TeamMember } from "./ui/team-grid";
import { isUniqueViolation } from "~/shared/db/postgres-errors";
import { isUuid } from "~/shared/lib/uuid";

/**
 * The agent helpers: add; list filtered by status and sorted by
 * name or newest; update; delete. Bulk add lives in bulk-add-agents.server.ts.
 * Changes made by an administrator (`actor`) are written to the audit log in
 * the same transaction.
 */
export type Agent = AgentProfileRow;

export type AgentWriteOptions = {
  actor?: AuditActor;
  /** A processed portrait: set it, `null` removes it, absent keeps the current one. */
  photo?: DescribedImage | null;
};

const notFound = () => failWith("not_found", MESSAGES.notFound);
const emailTaken = (): Failure => fail(MESSAGES.emailTaken, { email: MESSAGES.emailTaken });

/** The audit log's view of a profile: what an administrator changes, without the portrait's variants. */
function auditView(agent: Agent): Record<string, unknown> {
  const { photo, createdAt: _created, updatedAt: _updated, ...rest } = agent;
  return { ...rest, photo: photo ? photo.alt || "(portrait)" : null };
}

function validate(input: unknown): { success: true; data: AgentValues } | Failure {
  const parsed = agentSchema.safeParse(input);
  if (parsed.success) return { success: true, data: parsed.data };
  const { fieldErrors, formError } = issuesToErrors(parsed.error.issues);
  return fail(formError, fieldErrors);
}

async function emailInUse(db: Database, email: string, exceptId?: string): Promise<boolean> {
  const conditions: SQL[] = [sql`lower(${agentProfiles.email}) = ${emailKey(email)}`];
  if (exceptId) conditions.push(sql`${agentProfiles.id} <> ${exceptId}`);
  const [row] = await db.select({ id: agentProfiles.id }).from(agentProfiles).where(and(...conditions)).limit(1);
  return Boolean(row);
}

/** The next place at the end of the team page. */
async function nextSortOrder(db: Database): Promise<number> {
  const [row] = await db.select({ max: sql<number | null>`max(${agentProfiles.sortOrder})` }).from(agentProfiles);
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

/** Inserts checked values (the e-mail already known to be free); a race on the e-mail answers emailTaken. */
export async function insertAgent(values: AgentValues, options: AgentWriteOptions = {}, db: Database = getDb()): Promise<Result<{ id: string }>> {
  try {
    return await db.transaction(async (tx) => {
      const sortOrder = values.sortOrder ?? (await nextSortOrder(tx));
      const [row] = await tx
        .insert(agentProfiles)
        .values({ ...values, email: values.email.trim(), sortOrder, photo: options.photo ?? null })
        .returning();
      if (options.actor) await recordAudit({ actor: options.actor, action: "agent.add", subject: { type: "agent", id: row!.id }, after: auditView(row!) }, tx);
      return ok({ id: row!.id });
    });
  } catch (error) {
    if (isUniqueViolation(error, "agent_profiles_email")) return emailTaken();
    throw error;
  }
}

/** Adds one agent profile. */
export async function addAgent(input: unknown, options: AgentWriteOptions = {}): Promise<Result<{ id: string }>> {
  const checked = validate(input);
  if (!checked.success) return checked;
  return runService("addAgent", { email: checked.data.email }, async () => {
    const db = getDb();
    if (await emailInUse(db, checked.data.email)) return emailTaken();
    return insertAgent(checked.data, options, db);
  });
}

export type ListAgentsOptions = {
  status?: AgentStatus | string;
  /** name (A–Z), newest (created, newest first) or order (the team page's order; the default). */
  sort?: AgentSort | "order" | string;
};

/** Lists agent profiles: optionally only one status; sorted by name, newest first, or the team order. */
export async function listAgents(options: ListAgentsOptions = {}): Promise<Result<{ data: Agent[] }>> {
  const { status, sort = "order" } = options;
  if (status !== undefined && !isAgentStatus(status)) return fail(MESSAGES.status);
  if (sort !== "order" && !(AGENT_SORTS as readonly string[]).includes(sort)) return fail(MESSAGES.sort);
  return runService("listAgents", { status, sort }, async () => {
    const order =
      sort === "name"
        ? [asc(sql`lower(${agentProfiles.name})`), asc(agentProfiles.id)]
        : sort === "newest"
          ? [desc(agentProfiles.createdAt), desc(agentProfiles.id)]
          : [asc(agentProfiles.sortOrder), asc(sql`lower(${agentProfiles.name})`), asc(agentProfiles.id)];
    const data = await getDb()
      .select()
      .from(agentProfiles)
      .where(status ? eq(agentProfiles.status, status) : undefined)
      .orderBy(...order);
    return ok({ data });
  });
}

/** One profile by id, any status (the admin's editor). Unknown id: "Agent not found". */
export async function getAgent(id: string): Promise<Result<{ data: Agent }>> {
  if (!isUuid(id)) return notFound();
  return runService("getAgent", { id }, async () => {
    const [row] = await getDb().select().from(agentProfiles).where(eq(agentProfiles.id, id));
    return row ? ok({ data: row }) : notFound();
  });
}

/** The active agents in the brokerage's order, as the team page and About Us show them. */
export async function listTeam(): Promise<Result<{ data: TeamMember[] }>> {
  const result = await listAgents({ status: "active" });
  if (!result.success) return result;
  return ok({ data: result.data.map(({ id, name, title, photo, languages, specialities }) => ({ id, name, title, photo, languages, specialities })) });
}

/** The active profile whose e-mail is a listing's agent's (any case), or null: the agent box on a listing's page. */
export async function findListingAgent(email: string | null | undefined): Promise<Result<{ data: ListingAgent | null }>> {
  if (!email) return ok({ data: null });
  return runService("findListingAgent", {}, async () => {
    const [row] = await getDb()
      .select({
        id: agentProfiles.id,
        name: agentProfiles.name,
        title: agentProfiles.title,
        photo: agentProfiles.photo,
        phone: agentProfiles.phone,
        email: agentProfiles.email,
      })
      .from(agentProfiles)
      .where(and(sql`lower(${agentProfiles.email}) = ${emailKey(email)}`, eq(agentProfiles.status, "active")))
      .limit(1);
    return ok({ data: row ?? null });
  });
}

const keptListingAgents = keptByKeyUntilContentChanges<Result<{ data: ListingAgent | null }>>(1_000, (result) => result.success);

/** `findListingAgent` for a public listing page: kept in memory until public content (agents included) changes. */
export function findListingAgentForPage(email: string | null | undefined): Promise<Result<{ data: ListingAgent | null }>> {
  if (!email) return findListingAgent(email);
  return keptListingAgents(emailKey(email), () => findListingAgent(email));
}

/** A public profile: active agents only; an inactive or unknown id is "Agent not found". */
export async function getPublicAgent(id: string): Promise<Result<{ data: Agent }>> {
  const result = await getAgent(id);
  if (result.success && result.data.status !== "active") return notFound();
  return result;
}

/** Replaces a profile's fields; the portrait changes only when `photo` is passed. */
export async function updateAgent(id: string, input: unknown, options: AgentWriteOptions = {}): Promise<Result<{ id: string }>> {
  if (!isUuid(id)) return notFound();
  const checked = validate(input);
  if (!checked.success) return checked;
  const values = checked.data;
  return runService("updateAgent", { id }, async () => {
    const db = getDb();
    if (await emailInUse(db, values.email, id)) return emailTaken();
    try {
      return await db.transaction(async (tx) => {
        const [before] = await tx.select().from(agentProfiles).where(eq(agentProfiles.id, id)).for("update");
        if (!before) return notFound();
        const [after] = await tx
          .update(agentProfiles)
          .set({
            ...values,
            email: values.email.trim(),
            sortOrder: values.sortOrder ?? before.sortOrder,
            ...(options.photo !== undefined ? { photo: options.photo } : {}),
            updatedAt: new Date(),
          })
          .where(eq(agentProfiles.id, id))
          .returning();
        if (options.actor) {
          await recordAudit({ actor: options.actor, action: "agent.update", subject: { type: "agent", id }, before: auditView(before), after: auditView(after!) }, tx);
        }
        return ok({ id });
      });
    } catch (error) {
      if (isUniqueViolation(error, "agent_profiles_email")) return emailTaken();
      throw error;
    }
  });
}

/** Shows or hides a profile on the public site. */
export async function setAgentStatus(id: string, status: string, options: AgentWriteOptions = {}): Promise<Result<{ id: string }>> {
  if (!isUuid(id)) return notFound();
  if (!isAgentStatus(status)) return fail(MESSAGES.status, { status: MESSAGES.status });
  return runService("setAgentStatus", { id, status }, async () =>
    getDb().transaction(async (tx) => {
      const [before] = await tx.select().from(agentProfiles).where(eq(agentProfiles.id, id)).for("update");
      if (!before) return notFound();
      if (before.status === status) return ok({ id });
      await tx.update(agentProfiles).set({ status, updatedAt: new Date() }).where(eq(agentProfiles.id, id));
      if (options.actor) {
        await recordAudit({ actor: options.actor, action: "agent.status", subject: { type: "agent", id }, before: { status: before.status }, after: { status } }, tx);
      }
      return ok({ id });
    }),
  );
}

/**
 * Moves a profile one place up or down the team order, renumbering every
 * profile 0, 1, 2… so that ties from imports cannot block a move.
 */
export async function moveAgent(id: string, direction: "up" | "down", options: AgentWriteOptions = {}): Promise<Result<{ id: string }>> {
  if (!isUuid(id)) return notFound();
  return runService("moveAgent", { id, direction }, async () =>
    getDb().transaction(async (tx) => {
      const ordered = await tx
        .select({ id: agentProfiles.id, sortOrder: agentProfiles.sortOrder })
        .from(agentProfiles)
        .orderBy(asc(agentProfiles.sortOrder), asc(sql`lower(${agentProfiles.name})`), asc(agentProfiles.id))
        .for("update");
      const from = ordered.findIndex((row) => row.id === id);
      if (from === -1) return notFound();
      const to = direction === "up" ? from - 1 : from + 1;
      if (to < 0 || to >= ordered.length) return ok({ id });
      const ids = ordered.map((row) => row.id);
      [ids[from], ids[to]] = [ids[to]!, ids[from]!];
      const changed = ids.map((agentId, position) => ({ agentId, position })).filter(({ agentId, position }) => ordered.find((row) => row.id === agentId)!.sortOrder !== position);
      for (const { agentId, position } of changed) {
        await tx.update(agentProfiles).set({ sortOrder: position, updatedAt: new Date() }).where(eq(agentProfiles.id, agentId));
      }
      if (options.actor) {
        await recordAudit({ actor: options.actor, action: "agent.move", subject: { type: "agent", id }, before: { position: from + 1 }, after: { position: to + 1 } }, tx);
      }
      return ok({ id });
    }),
  );
}

/** Deletes a profile. Listings keep their agent (account or list agent); only the profile goes. */
export async function deleteAgent(id: string, options: AgentWriteOptions = {}): Promise<Result<{ id: string }>> {
  if (!isUuid(id)) return notFound();
  return runService("deleteAgent", { id }, async () =>
    getDb().transaction(async (tx) => {
      const [before] = await tx.delete(agentProfiles).where(eq(agentProfiles.id, id)).returning();
      if (!before) return notFound();
      if (options.actor) await recordAudit({ actor: options.actor, action: "agent.delete", subject: { type: "agent", id }, before: auditView(before) }, tx);
      return ok({ id });
    }),
  );
}

/** The stored e-mails (lower-cased) among the given ones. */
export async function storedEmails(emails: string[], db: Database = getDb()): Promise<Set<string>> {
  const keys = [...new Set(emails.map(emailKey))];
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: sql<string>`lower(${agentProfiles.email})` })
    .from(agentProfiles)
    .where(inArray(sql`lower(${agentProfiles.email})`, keys));
  return new Set(rows.map((row) => row.key));
}

/** Every active agent's profile page, for sitemap.xml. */
export async function listPublicAgentPaths(): Promise<Result<{ data: Array<{ path: string; lastModified: Date }> }>> {
  return runService("listPublicAgentPaths", {}, async () => {
    const rows = await getDb()
      .select({ id: agentProfiles.id, updatedAt: agentProfiles.updatedAt })
      .from(agentProfiles)
      .where(eq(agentProfiles.status, "active"))
      .orderBy(asc(agentProfiles.sortOrder), asc(agentProfiles.id));
    return ok({ data: rows.map((row) => ({ path: `/agent/${row.id}`, lastModified: row.updatedAt })) });
  });
}
