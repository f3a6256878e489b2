import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/shared/db/client.server";
import { approveUser, changeUserRole, listUsersForAdmin, setUserStatus } from "./manage-users.server";
import { forbidden } from "~/shared/access/permissions";
import { users, type UserRole, type UserStatus } from "./user.table";

let sequence = 0;
async function addUser(role: UserRole, status: UserStatus) {
  const [row] = await getDb()
    .insert(users)
    .values({ email: `perm-user${++sequence}@example.test`, name: `User ${sequence}`, role, status, passwordHash: "not-a-real-hash" })
    .returning({ id: users.id, email: users.email, role: users.role, status: users.status });
  return row!;
}
const stored = async (id: string) => (await getDb().select({ role: users.role, status: users.status }).from(users).where(eq(users.id, id)))[0];

describe("the user administration services refuse anyone who does not manage users", () => {
  it("an agent can neither approve, disable nor promote an account, nor list them: forbidden, and nothing changes", async () => {
    const agent = await addUser("agent", "active");
    const pending = await addUser("agent", "pending");

    expect(await listUsersForAdmin(agent)).toEqual(forbidden());
    expect(await approveUser(agent, pending.id)).toEqual(forbidden());
    expect(await setUserStatus(agent, pending.id, "disabled")).toEqual(forbidden());
    expect(await changeUserRole(agent, agent.id, "admin")).toEqual(forbidden());
    expect(await stored(pending.id)).toEqual({ role: "agent", status: "pending" });
    expect(await stored(agent.id)).toEqual({ role: "agent", status: "active" });
  });

  it("a buyer is refused too, and an active administrator is not", async () => {
    const buyer = await addUser("buyer", "active");
    const admin = await addUser("admin", "active");
    const pending = await addUser("agent", "pending");
    expect(await approveUser(buyer, pending.id)).toEqual(forbidden());
    expect(await approveUser(admin, pending.id)).toMatchObject({ success: true });
    expect(await stored(pending.id)).toEqual({ role: "agent", status: "active" });
  });
});
