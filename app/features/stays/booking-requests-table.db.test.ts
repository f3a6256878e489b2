import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { readTableQuery } from "~/shared/tables/table-query";
import { BOOKING_REQUESTS_TABLE } from "./booking-requests-table";
import { listAgentBookingRequests, listAllBookingRequests } from "./list-booking-requests.server";
import { createTestAdmin, createTestRental, requestStay } from "~/features/booking-requests/booking-test-helpers";

const agent = { id: randomUUID(), email: "agent@demo.test", emailVerified: true, role: "agent", status: "active" } as const;
let admin: Awaited<ReturnType<typeof createTestAdmin>>;

const day = (n: number) => new Date(Date.UTC(2027, 1, 1 + n * 3)).toISOString().slice(0, 10);

// Every test starts from an empty database (tests/setup/database.ts): 23 requests for the agent's rental, 2 for another agent's.
beforeEach(async () => {
  admin = await createTestAdmin();
  const mine = await createTestRental({ title: "Villa Mango", propertyInfo: { name: "Villa Mango", slug: "villa-mango" } });
  const theirs = await createTestRental({ title: "Coral Cottage", listAgentEmail: "other@example.test", listAgentName: "Other Agent" });
  for (let n = 0; n < 23; n += 1) {
    await requestStay(mine.id, day(n), day(n + 1), { name: `Guest ${String(n).padStart(2, "0")}`, email: `guest${n}@example.com` });
  }
  await requestStay(theirs.id, day(1), day(2), { name: "Percy 100% Sure", email: "percy@example.com" });
  await requestStay(theirs.id, day(2), day(3), { name: "Under_Score", email: "under@example.com" });
});

const query = (text: string) => readTableQuery(new URLSearchParams(text), BOOKING_REQUESTS_TABLE);

const agentPage = async (text: string) => {
  const result = await listAgentBookingRequests(agent, query(text));
  if (!result.success) throw new Error(result.error);
  return result.data;
};

const adminPage = async (text: string, filters = {}) => {
  const result = await listAllBookingRequests(admin, filters, query(text));
  if (!result.success) throw new Error(result.error);
  return result.data;
};

describe("booking requests tables", () => {
  it("page an agent's own requests 20 at a time with the total, never another agent's", async () => {
    const first = await agentPage("");
    expect(first).toMatchObject({ total: 23, page: 1, pageCount: 2 });
    expect(first.rows).toHaveLength(20);
    const second = await agentPage("page=2");
    expect(second.rows).toHaveLength(3);
    const names = [...first.rows, ...second.rows].map((row) => row.guestName);
    expect(new Set(names).size).toBe(23);
    expect(names).not.toContain("Under_Score");
    // An agent's search never reaches another agent's requests either.
    expect((await agentPage("q=Percy")).total).toBe(0);
  });

  it("show administrators every request, paged, past-the-end pages clamped to the last", async () => {
    expect(await adminPage("")).toMatchObject({ total: 25, pageCount: 2 });
    const clamped = await adminPage("page=99");
    expect(clamped).toMatchObject({ page: 2 });
    expect(clamped.rows).toHaveLength(5);
    expect((await adminPage("page=-1")).page).toBe(1);
  });

  it("sort by a whitelisted column either way, and by the newest request for anything else", async () => {
    const stays = (await adminPage("sort=stay&dir=asc")).rows.map((row) => row.checkIn);
    expect(stays).toEqual([...stays].sort());
    const guests = (await agentPage("sort=guest")).rows.map((row) => row.guestName);
    expect(guests.slice(0, 3)).toEqual(["Guest 00", "Guest 01", "Guest 02"]);
    const backwards = (await agentPage("sort=guest&dir=desc")).rows.map((row) => row.guestName);
    expect(backwards[0]).toBe("Guest 22");
    const hostile = await agentPage("sort=password_hash;drop&dir=sideways");
    expect(hostile.query).toMatchObject({ sort: "requested", dir: "desc" });
    expect(hostile.rows.map((row) => row.id)).toEqual((await agentPage("")).rows.map((row) => row.id));
  });

  it("search name, e-mail and property with %, _ and \\ as plain characters", async () => {
    expect((await adminPage("q=100%25")).rows.map((row) => row.guestName)).toEqual(["Percy 100% Sure"]);
    expect((await adminPage("q=r_s")).rows.map((row) => row.guestName)).toEqual(["Under_Score"]);
    expect((await adminPage("q=%25")).total).toBe(1);
    expect((await adminPage("q=%5C")).total).toBe(0);
    expect((await adminPage("q=coral cottage")).total).toBe(2);
    expect((await adminPage("q=GUEST7@EXAMPLE")).rows.map((row) => row.guestName)).toEqual(["Guest 07"]);
    // The search and the page's filters narrow together.
    expect((await adminPage("q=guest", { status: "pending" })).total).toBe(23);
    expect((await adminPage("q=guest", { status: "approved" })).total).toBe(0);
  });

  it("keep their permission checks", async () => {
    expect(await listAllBookingRequests(agent, {}, query(""))).toMatchObject({ success: false, code: "forbidden" });
    expect(await listAgentBookingRequests({ ...admin, emailVerified: true }, query(""))).toMatchObject({ success: false, code: "forbidden" });
  });
});
