import { describe, expect, it } from "vitest";
import { getDb } from "~/shared/db/client.server";
import { API_ACCESS_MESSAGES, requireApiUser } from "./authorization.server";
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

describe("requireApiUser", () => {
  it("answers 401 JSON when signed out", async () => {
    expect(await refusal(requireApiUser(new Request("http://localhost/agent/uploads"), "upload:listing-photos"))).toEqual({
      status: 401,
      body: { success: false, error: API_ACCESS_MESSAGES.signedOut },
    });
  });

  it("answers 403 JSON for a role without the permission", async () => {
    expect(await refusal(requireApiUser(await requestAs("buyer", "active"), "upload:listing-photos"))).toEqual({
      status: 403,
      body: { success: false, error: API_ACCESS_MESSAGES.forbidden },
    });
  });

  it("answers 403 JSON for a pending account where the permission wants an approved one, saying why", async () => {
    expect(await refusal(requireApiUser(await requestAs("agent", "pending"), "upload:listing-photos"))).toEqual({
      status: 403,
      body: { success: false, error: API_ACCESS_MESSAGES.pending },
    });
  });

  it("answers the user who has the permission", async () => {
    await expect(requireApiUser(await requestAs("agent", "active"), "upload:listing-photos")).resolves.toMatchObject({
      role: "agent",
      status: "active",
    });
  });
});
