import { describe, expect, it } from "vitest";
import { getDb } from "~/shared/db/client.server";
import { API_ACCESS_MESSAGES, requireApiRole } from "./authorization.server";
import { createSession, sessionCookie } from "./session.server";
import { users, type UserRole, type UserStatus } from "./user.table";

async function requestAs(role: UserRole, status: UserStatus): Promise<Request> {
  const [user] = await getDb()
    .insert(users)
    .values({ email: `${role}-${status}@example.test`, name: "Test User", role, status, passwordHash: "not-a-real-hash" })
    .returning({ id: users.id });
  const session = await createSession(user!.id);
  const cookie = sessionCookie(session.token, session.expiresAt).split(";")[0]!;
  return new Request("http://localhost/agent/uploads", { method: "POST", headers: { cookie } });
}

async function refusal(promise: Promise<unknown>): Promise<{ status: number; body: unknown }> {
  const thrown = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(Response);
  const response = thrown as Response;
  return { status: response.status, body: await response.json() };
}

describe("requireApiRole", () => {
  it("answers 401 JSON when signed out", async () => {
    expect(await refusal(requireApiRole(new Request("http://localhost/agent/uploads"), ["agent"]))).toEqual({
      status: 401,
      body: { success: false, error: API_ACCESS_MESSAGES.signedOut },
    });
  });

  it("answers 403 JSON for a role outside the list", async () => {
    expect(await refusal(requireApiRole(await requestAs("admin", "active"), ["agent"]))).toEqual({
      status: 403,
      body: { success: false, error: API_ACCESS_MESSAGES.forbidden },
    });
  });

  it("answers 403 JSON for an account status outside the list, saying why for a pending agent", async () => {
    expect(await refusal(requireApiRole(await requestAs("agent", "pending"), ["agent"], { statuses: ["active"] }))).toEqual({
      status: 403,
      body: { success: false, error: API_ACCESS_MESSAGES.pending },
    });
  });

  it("answers the user when role and status fit", async () => {
    await expect(requireApiRole(await requestAs("agent", "active"), ["agent"], { statuses: ["active"] })).resolves.toMatchObject({
      role: "agent",
      status: "active",
    });
  });
});
