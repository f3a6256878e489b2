import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/shared/db/client.server";
import { readTableQuery } from "~/shared/tables/table-query";
import { forbidden } from "~/shared/access/permissions";
import { listUsersForAdmin } from "./manage-users.server";
import { createSession } from "./session.server";
import { users, type UserRole, type UserStatus } from "./user.table";
import { USERS_TABLE } from "./users-table";

let admin: { id: string; email: string; role: UserRole; status: UserStatus };

// Every test starts from an empty database (tests/setup/database.ts): one administrator, 24 agents (3 pending), two odd names.
beforeEach(async () => {
  const rows = await getDb()
    .insert(users)
    .values([
      { email: "boss@example.test", name: "Zoe Boss", role: "admin" as const, status: "active" as const, createdAt: new Date("2024-01-01T00:00:00Z") },
      ...Array.from({ length: 24 }, (_, n) => ({
        email: `agent${String(n).padStart(2, "0")}@example.test`,
        name: `Agent ${String(n).padStart(2, "0")}`,
        role: "agent" as const,
        status: n < 3 ? ("pending" as const) : ("active" as const),
        // Half share one moment: only the tie-breaker keeps the pages apart.
        createdAt: n < 12 ? new Date("2025-01-01T00:00:00Z") : new Date(Date.UTC(2025, 1, n)),
      })),
      { email: "percent@example.test", name: "Pat 100% Agent", role: "agent" as const, status: "disabled" as const },
      { email: "under@example.test", name: "Una_Score", role: "buyer" as const, status: "active" as const },
    ].map((row) => ({ ...row, passwordHash: "not-a-real-hash" })))
    .returning({ id: users.id, email: users.email, role: users.role, status: users.status });
  admin = rows[0]!;
  await createSession(rows[10]!.id, { now: new Date("2026-03-05T10:00:00Z") });
});

const list = async (query: string, filters = {}) => {
  const result = await listUsersForAdmin(admin, filters, readTableQuery(new URLSearchParams(query), USERS_TABLE));
  if (!result.success) throw new Error(result.error);
  return result.data;
};

describe("the Users table", () => {
  it("pages every account 20 at a time, pending first, each account once", async () => {
    const first = await list("");
    expect(first).toMatchObject({ total: 27, pageCount: 2, pending: 3 });
    expect(first.rows.slice(0, 3).map((row) => row.status)).toEqual(["pending", "pending", "pending"]);
    const second = await list("page=2");
    expect(second.rows).toHaveLength(7);
    expect(new Set([...first.rows, ...second.rows].map((row) => row.id)).size).toBe(27);
    expect((await list("page=500")).page).toBe(2);
  });

  it("sorts by whitelisted columns only", async () => {
    expect((await list("sort=name")).rows[0]!.name).toBe("Agent 00");
    expect((await list("sort=name&dir=desc")).rows[0]!.name).toBe("Zoe Boss");
    expect((await list("sort=lastActive")).rows[0]!.name).toBe("Agent 09");
    const hostile = await list("sort=password_hash&dir=1;drop");
    expect(hostile.query).toMatchObject({ sort: "status", dir: "asc" });
    expect(hostile.rows.map((row) => row.id)).toEqual((await list("")).rows.map((row) => row.id));
    expect(Object.keys(hostile.rows[0]!)).not.toContain("passwordHash");
  });

  it("searches name, e-mail and phone with %, _ and \\ as plain characters, with the role and status filters", async () => {
    expect((await list("q=100%25")).rows.map((row) => row.name)).toEqual(["Pat 100% Agent"]);
    expect((await list("q=a_s")).rows.map((row) => row.name)).toEqual(["Una_Score"]);
    expect((await list("q=%5C")).total).toBe(0);
    expect((await list("q=AGENT0")).total).toBe(10);
    expect((await list("q=agent0", { status: "pending" })).total).toBe(3);
    expect((await list("", { role: "buyer" })).rows.map((row) => row.name)).toEqual(["Una_Score"]);
    expect((await list("", { role: "root", status: "x" })).total).toBe(27);
  });

  it("is for administrators only", async () => {
    expect(await listUsersForAdmin({ ...admin, role: "agent" })).toEqual(forbidden());
  });
});
