import type { Database } from "~/shared/db/client.server";
import { hashPassword } from "./password.server";
import { users, type UserRole } from "./user.table";

export const DEMO_USERS: ReadonlyArray<{ email: string; name: string; role: UserRole; phone: string }> = [
  { email: "admin@demo.test", name: "Morgan Hale", role: "admin", phone: "(340) 555-0142" },
  { email: "agent@demo.test", name: "Dana Sprauve", role: "agent", phone: "(340) 555-0163" },
  { email: "agent2@demo.test", name: "Jordan Penn", role: "agent", phone: "(340) 555-0178" },
  { email: "buyer@demo.test", name: "Riley Quinn", role: "buyer", phone: "(340) 555-0191" },
  // Villa owners: the office manages their rentals (owner-accounts' demo step links them and writes their year).
  { email: "owner@demo.test", name: "Caroline Moss", role: "owner", phone: "(340) 555-0127" },
  { email: "owner2@demo.test", name: "Julian Brathwaite", role: "owner", phone: "(340) 555-0135" },
];

/** Creates the demo accounts that are missing (active, their addresses counted as verified); existing ones are left alone. */
export async function seedDemoUsers(db: Database, password: string): Promise<number> {
  const passwordHash = await hashPassword(password);
  const emailVerifiedAt = new Date();
  const inserted = await db
    .insert(users)
    .values(DEMO_USERS.map((user) => ({ ...user, status: "active" as const, passwordHash, emailVerifiedAt })))
    .onConflictDoNothing()
    .returning({ id: users.id });
  return inserted.length;
}
