import { describe, expect, it } from "vitest";
import { mailOutbox } from "~/features/mail/outbox.table";
import { createTestAgent } from "~/features/listings/listing-factory";
import type { Actor, AuditedActor } from "~/shared/access/permissions";
import { getDb } from "~/shared/db/client.server";
import { handleOwnerInvitationForm } from "./handle-owner-invitation-form.server";
import { listOwners } from "./list-owners.server";

const NOW = new Date("2026-04-15T16:00:00Z");
const actorOf = (row: { id: string; email: string; role: Actor["role"]; status: Actor["status"] }): AuditedActor => ({ id: row.id, email: row.email, role: row.role, status: row.status });
const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

describe("the Invite an owner form", () => {
  it("refuses an agent (403) and invites no one", async () => {
    const agent = actorOf(await createTestAgent(undefined, "Some Agent"));
    expect(await handleOwnerInvitationForm(agent, formOf({ name: "Ann Owner", email: "ann@example.test" }), NOW)).toMatchObject({ status: 403 });
    expect(await getDb().$count(mailOutbox)).toBe(0);
  });

  it("invites the owner and says the invitation was e-mailed", async () => {
    const admin = actorOf(await createTestAgent(undefined, "Office Admin", { role: "admin" }));
    const reply = await handleOwnerInvitationForm(admin, formOf({ name: "Ann Owner", email: "ann@example.test", phone: "340-555-0100" }), NOW);
    expect(reply).toMatchObject({ status: 200, body: { success: true, message: "The invitation was e-mailed to Ann Owner at ann@example.test: its link lets them choose a password within seven days." } });
    const owners = await listOwners(admin);
    expect(owners.success && owners.data).toEqual([expect.objectContaining({ name: "Ann Owner", email: "ann@example.test", phone: "340-555-0100", invitationAccepted: false })]);
    expect(await getDb().select({ to: mailOutbox.to }).from(mailOutbox)).toEqual([{ to: "ann@example.test" }]);
  });

  it("refuses bad input and an address already taken, keeping what was typed", async () => {
    const admin = actorOf(await createTestAgent("taken@example.test", "Office Admin", { role: "admin" }));
    expect(await handleOwnerInvitationForm(admin, formOf({ name: "", email: "not an address", phone: "call me" }), NOW)).toMatchObject({
      status: 400,
      body: { fieldErrors: { name: "Enter the owner's name.", email: "Enter a valid e-mail address.", phone: expect.any(String) }, values: { email: "not an address" } },
    });
    expect(await handleOwnerInvitationForm(admin, formOf({ name: "A\u0000nn", email: "ann@example.test" }), NOW)).toMatchObject({ status: 400, body: { fieldErrors: { name: expect.any(String) } } });
    expect(await handleOwnerInvitationForm(admin, formOf({ name: "Ann Owner", email: "TAKEN@example.test" }), NOW)).toMatchObject({ status: 400, body: { fieldErrors: { email: expect.any(String) } } });
    expect(await getDb().$count(mailOutbox)).toBe(0);
  });
});
