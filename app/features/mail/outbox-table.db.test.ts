import { beforeEach, describe, expect, it } from "vitest";
import { forbidden } from "~/shared/access/permissions";
import { getDb } from "~/shared/db/client.server";
import { readTableQuery } from "~/shared/tables/table-query";
import { listOutbox } from "./outbox-admin.server";
import { mailOutbox } from "./outbox.table";
import { OUTBOX_TABLE } from "./outbox-table";

const admin = { id: "00000000-0000-4000-8000-00000000ad01", role: "admin" as const, status: "active" as const };
const SAME_TIME = new Date("2026-03-01T12:00:00Z");
const EARLIER = new Date("2026-02-01T12:00:00Z");

// Every test starts from an empty database (tests/setup/database.ts): 25 sent messages (many at one moment), 2 failed, 1 kept.
beforeEach(async () => {
  await getDb()
    .insert(mailOutbox)
    .values([
      ...Array.from({ length: 25 }, (_, n) => ({
        to: `guest${String(n).padStart(2, "0")}@example.com`,
        subject: `Booking request received ${String(n).padStart(2, "0")}`,
        text: "Thank you.",
        status: "sent" as const,
        sentAt: SAME_TIME,
        createdAt: n < 15 ? SAME_TIME : new Date(SAME_TIME.getTime() + n * 60_000),
      })),
      { to: "nobody@example.com", subject: "Save 100% now", text: "x", status: "failed" as const, lastError: "550 no such user", failedAt: SAME_TIME, createdAt: EARLIER },
      { to: "under_score@example.com", subject: "Your showing", text: "x", status: "failed" as const, failedAt: SAME_TIME, createdAt: EARLIER },
      { to: "kept@example.com", subject: "Reset your password", text: "the link", status: "kept" as const, createdAt: EARLIER },
    ]);
});

const list = async (query: string, status = "") => {
  const result = await listOutbox(admin, { status }, readTableQuery(new URLSearchParams(query), OUTBOX_TABLE));
  if (!result.success) throw new Error(result.error);
  return result.data;
};

describe("the Mail section's messages", () => {
  it("pages every message 20 at a time, each once, beside the failed ones", async () => {
    const first = await list("");
    expect(first.failed.map((row) => row.to).sort()).toEqual(["nobody@example.com", "under_score@example.com"]);
    expect(first.messages).toMatchObject({ total: 28, pageCount: 2, page: 1 });
    const second = await list("page=2");
    expect(new Set([...first.messages.rows, ...second.messages.rows].map((row) => row.id)).size).toBe(28);
    expect((await list("page=100001")).messages.page).toBe(2);
  });

  it("sorts by whitelisted columns only, else newest first", async () => {
    expect((await list("sort=to")).messages.rows[0]!.to).toBe("guest00@example.com");
    expect((await list("sort=subject&dir=desc")).messages.rows[0]!.subject).toBe("Your showing");
    const hostile = await list("sort=text&dir=;");
    expect(hostile.messages.query).toMatchObject({ sort: "created", dir: "desc" });
    expect(hostile.messages.rows[0]!.subject).toBe("Booking request received 24");
  });

  it("searches recipient and subject with %, _ and \\ as plain characters, with the status filter", async () => {
    expect((await list("q=100%25")).messages.rows.map((row) => row.to)).toEqual(["nobody@example.com"]);
    expect((await list("q=r_s")).messages.rows.map((row) => row.to)).toEqual(["under_score@example.com"]);
    expect((await list("q=%5C")).messages.total).toBe(0);
    expect((await list("q=GUEST1")).messages.total).toBe(10);
    expect((await list("", "failed")).messages.total).toBe(2);
    expect((await list("", "bounced")).messages.total).toBe(28);
  });

  it("is for administrators only", async () => {
    expect(await listOutbox({ ...admin, role: "agent" })).toEqual(forbidden());
  });
});
