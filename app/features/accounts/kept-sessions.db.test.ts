import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { getConnection, getDb } from "~/shared/db/client.server";
import { noticesDelivered } from "../../../tests/setup/notices-delivered";
import { hashPassword } from "./password.server";
import { followSessionChanges, forgetKeptSessions, getRequestSession, hashToken, PERSONAL_CHANGES_CHANNEL, SESSION_LIFETIME_MS } from "./session.server";
import { sessions } from "./session.table";
import { signIn } from "./sign-in.server";
import { USER_ROLES, users } from "./user.table";

const PASSWORD = "correct horse battery staple";
const stops: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

async function signedIn(email: string, now = new Date()) {
  const [user] = await getDb()
    .insert(users)
    .values({ email, name: "Morgan Hale", role: "agent", status: "active", passwordHash: await hashPassword(PASSWORD) })
    .returning();
  const result = await signIn({ email, password: PASSWORD }, { clientAddress: "203.0.113.7", now });
  if (!result.success) throw new Error(result.error);
  return { userId: user!.id, token: result.token, cookie: `session=${result.token}` };
}

const page = (cookie: string, method = "GET") => new Request("http://localhost/agent/agentdashboard", { method, headers: { cookie } });
const roleOn = async (cookie: string, method = "GET") => (await getRequestSession(page(cookie, method)))?.user.role ?? null;
/** Changes the session's row in a way no notice announces (as another process extending it does): only a read from the database sees it. */
const markUnannounced = (token: string) => getDb().update(sessions).set({ hint: "unannounced" }).where(eq(sessions.id, hashToken(token)));
const hintOn = async (cookie: string, method = "GET") => (await getRequestSession(page(cookie, method)))?.session.hint ?? null;

describe(`sessions kept between page views on ${getConnection().engine}`, () => {
  it("are read from memory while nothing is announced, and show a role change and a disabled user once announced", async () => {
    stops.push(await followSessionChanges());
    const { userId, token, cookie } = await signedIn("kept@example.com");
    expect(await roleOn(cookie)).toBe("agent");
    await markUnannounced(token);
    // A view reads the kept session; a submission reads the database, as its action may end the session.
    expect(await hintOn(cookie)).not.toBe("unannounced");
    expect(await hintOn(cookie, "POST")).toBe("unannounced");

    await getDb().update(users).set({ role: "admin" }).where(eq(users.id, userId));
    await noticesDelivered(PERSONAL_CHANGES_CHANNEL);
    expect(await roleOn(cookie)).toBe("admin");

    await getDb().update(users).set({ status: "disabled" }).where(eq(users.id, userId));
    await noticesDelivered(PERSONAL_CHANGES_CHANNEL);
    expect(await roleOn(cookie)).toBeNull();
    expect(await getDb().select().from(sessions)).toEqual([]);
  });

  it("end at once in this process when a submission drops them, before any notice", async () => {
    stops.push(await followSessionChanges());
    const { token, cookie } = await signedIn("signed-out@example.com");
    expect(await roleOn(cookie)).toBe("agent");
    await markUnannounced(token);
    forgetKeptSessions();
    expect(await hintOn(cookie)).toBe("unannounced");
  });

  it("are read again when using one writes to it: its last-seen mark, its extension, its end", async () => {
    stops.push(await followSessionChanges());
    const start = new Date();
    const { token, cookie } = await signedIn("aging@example.com", start);
    const at = (ms: number) => getRequestSession(page(cookie), new Date(start.getTime() + ms));
    expect((await at(60_000))?.user.role).toBe("agent");
    // Ten minutes on, the view marks the session seen, from the database's row.
    await markUnannounced(token);
    expect((await at(10 * 60_000))?.session.hint).toBe("unannounced");
    const [seen] = await getDb().select({ lastSeenAt: sessions.lastSeenAt }).from(sessions).where(eq(sessions.id, hashToken(token)));
    expect(seen!.lastSeenAt.getTime()).toBe(start.getTime() + 10 * 60_000);
    // Past half its life it is extended; past its end it is refused and deleted.
    const renewedAt = start.getTime() + SESSION_LIFETIME_MS * 0.75;
    expect((await at(SESSION_LIFETIME_MS * 0.75))?.session.expiresAt.getTime()).toBe(renewedAt + SESSION_LIFETIME_MS);
    expect(await at(SESSION_LIFETIME_MS * 0.75 + SESSION_LIFETIME_MS + 1_000)).toBeNull();
    expect(await getDb().select().from(sessions)).toEqual([]);
  });

  it("are not kept while the process does not follow the changes", async () => {
    const { token, cookie } = await signedIn("unfollowed@example.com");
    expect(await roleOn(cookie)).toBe("agent");
    await markUnannounced(token);
    expect(await hintOn(cookie)).toBe("unannounced");
  });

  it("say after any order of views, submissions, role changes, sign-outs elsewhere, disabling and time what the database says, once announced", async () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant("view" as const) }),
      fc.record({ kind: fc.constant("submission" as const) }),
      fc.record({ kind: fc.constant("role" as const), role: fc.constantFrom(...USER_ROLES) }),
      fc.record({ kind: fc.constant("disable" as const) }),
      fc.record({ kind: fc.constant("signed out elsewhere" as const) }),
      // Up to about two days in all: last-seen marks fall due, the half-life (the extension) does not.
      fc.record({ kind: fc.constant("minutes" as const), minutes: fc.integer({ min: 1, max: 400 }) }),
    );
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 7 }), async (steps) => {
        const stop = await followSessionChanges();
        try {
          const start = new Date();
          const { userId, token, cookie } = await signedIn(`any-order-${(run += 1)}@example.com`, start);
          let elapsedMs = 0;
          let expected: string | null = "agent";
          const seen = async (method: string) => (await getRequestSession(page(cookie, method), new Date(start.getTime() + elapsedMs)))?.user.role ?? null;
          for (const next of steps) {
            if (next.kind === "view") expect(await seen("GET")).toBe(expected);
            if (next.kind === "submission") expect(await seen("POST")).toBe(expected);
            if (next.kind === "minutes") elapsedMs += next.minutes * 60_000;
            if (next.kind === "role") {
              await getDb().update(users).set({ role: next.role }).where(eq(users.id, userId));
              if (expected !== null) expected = next.role;
            }
            if (next.kind === "disable") {
              await getDb().update(users).set({ status: "disabled" }).where(eq(users.id, userId));
              expected = null;
            }
            if (next.kind === "signed out elsewhere") {
              await getDb().delete(sessions).where(eq(sessions.id, hashToken(token)));
              expected = null;
            }
            await noticesDelivered(PERSONAL_CHANGES_CHANNEL);
          }
          expect(await seen("GET")).toBe(expected);
        } finally {
          await stop();
        }
      }),
      { numRuns: 25 },
    );
  });
});
