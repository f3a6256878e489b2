import { eq } from "drizzle-orm";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createSession, endUserSessions } from "~/features/accounts/session.server";
import { users } from "~/features/accounts/user.table";
import { saveFavourite } from "~/features/favourites/index.server";
import { createTestListing } from "~/features/listings/listing-factory";
import { getConnection, getDb } from "~/shared/db/client.server";
import { listen, notify } from "~/shared/db/notify.server";
import { listenOnFreePort } from "../tests/setup/listen-on-free-port";
import { followSessionChanges, PERSONAL_CHANGES_CHANNEL } from "../app/features/accounts/index.server";
import { personalJson } from "./personal-json";

const stops: Array<() => unknown> = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

async function createBuyer() {
  const [row] = await getDb()
    .insert(users)
    .values({ email: "riley@example.test", name: "Riley Quinn", role: "buyer", status: "active", passwordHash: "not-a-real-hash" })
    .returning({ id: users.id });
  return row!;
}

/** /session.json served as the server serves it, forgetting kept answers on the database's announcements (unless told not to listen). */
async function serve(options: { keepMs?: number; listen?: boolean } = {}) {
  const personal = personalJson({ keepMs: options.keepMs });
  if (options.listen !== false) stops.push(await followSessionChanges(personal.forget));
  const app = express();
  app.get("/session.json", personal.handler);
  const { base, close } = await listenOnFreePort(app);
  stops.push(close);
  return async (cookie: string) => {
    const response = await fetch(`${base}/session.json`, { headers: { cookie } });
    return { status: response.status, cacheControl: response.headers.get("cache-control"), setCookie: response.headers.get("set-cookie"), body: (await response.json()) as Record<string, unknown> };
  };
}

/** Waits until every announcement made before now has arrived (they arrive in commit order). */
async function announcementsArrived() {
  const heard: string[] = [];
  stops.push(await listen(PERSONAL_CHANGES_CHANNEL, (payload) => heard.push(payload)));
  await notify(getDb(), PERSONAL_CHANGES_CHANNEL, "marker");
  for (let waited = 0; !heard.includes("marker") && waited < 5_000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe(`/session.json on ${getConnection().engine}`, () => {
  it("tells a signed-in buyer their saved count, privately, and the new count as soon as they save a listing", async () => {
    const ask = await serve();
    const buyer = await createBuyer();
    const { token } = await createSession(buyer.id);
    const first = await ask(`session=${token}`);
    expect(first).toMatchObject({ status: 200, cacheControl: "private, no-store" });
    expect(first.body).toMatchObject({ signedIn: true, role: "buyer", savedCount: 0, details: { name: "Riley Quinn", email: "riley@example.test", phone: null } });

    const listing = await createTestListing({ kind: "sale" });
    expect(await saveFavourite(buyer.id, listing.id)).toMatchObject({ success: true });
    await announcementsArrived();
    expect((await ask(`session=${token}`)).body).toMatchObject({ savedCount: 1 });

    await getDb().update(users).set({ name: "Riley Q. Quinn" }).where(eq(users.id, buyer.id));
    await announcementsArrived();
    expect((await ask(`session=${token}`)).body).toMatchObject({ details: { name: "Riley Q. Quinn" } });
  });

  it("says signed out, and clears the cookie, once the session has ended", async () => {
    const ask = await serve();
    const buyer = await createBuyer();
    const { token } = await createSession(buyer.id);
    expect((await ask(`session=${token}`)).body).toMatchObject({ signedIn: true });
    await endUserSessions(buyer.id);
    await announcementsArrived();
    const after = await ask(`session=${token}`);
    expect(after.body).toEqual({ signedIn: false });
    expect(after.setCookie).toMatch(/^session=;.*Max-Age=0/);
    expect((await ask("session=not-a-token")).body).toEqual({ signedIn: false });
  });

  it("keeps an answer for its session for a moment, and keeps none when the setting is 0", async () => {
    const keeping = await serve({ listen: false });
    const keepingNothing = await serve({ keepMs: 0, listen: false });
    const buyer = await createBuyer();
    const { token } = await createSession(buyer.id);
    await keeping(`session=${token}`);
    await keepingNothing(`session=${token}`);

    const listing = await createTestListing({ kind: "sale" });
    expect(await saveFavourite(buyer.id, listing.id)).toMatchObject({ success: true });

    expect((await keeping(`session=${token}`)).body).toMatchObject({ savedCount: 0 });
    expect((await keepingNothing(`session=${token}`)).body).toMatchObject({ savedCount: 1 });
  });
});
