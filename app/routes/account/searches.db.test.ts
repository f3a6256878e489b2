import { describe, expect, it } from "vitest";
import { createSession, sessionCookie } from "~/features/accounts/session.server";
import { savedSearches } from "~/features/saved-searches/saved-search.table";
import { createTestBuyer } from "~/features/saved-searches/saved-search-test-data";
import { getDb } from "~/shared/db/client.server";
import { action, loader } from "./searches";

/** /account/searches: Save from /mls by a signed-out buyer, through sign-up and back, never refused for an unconfirmed address. */

const route: Record<string, unknown> = { params: {}, context: {} };
const PAGE = "http://localhost/account/searches";
const stored = () => getDb().select().from(savedSearches);

async function cookieOf(userId: string): Promise<string> {
  const session = await createSession(userId);
  return sessionCookie(session.token, session.expiresAt).split(";")[0]!;
}

/** What the route answers: its thrown redirect, or its data. */
async function answer(run: () => Promise<unknown>): Promise<Response | unknown> {
  try {
    return await run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const post = (fields: Record<string, string>, cookie?: string) =>
  new Request(PAGE, {
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
  });

const SAVE = { intent: "save", query: "area=Coral Bay&minBeds=2", frequency: "instant", name: "" };

describe("/account/searches", () => {
  it("sends a signed-out Save to sign up, keeps the search in the browser, and saves it as chosen when the new buyer comes back", async () => {
    const asked = (await answer(() => action({ ...route, request: post(SAVE) } as never))) as Response;
    expect(asked.status).toBe(303);
    const location = new URL(asked.headers.get("location")!, PAGE);
    expect(location.pathname).toBe("/signup");
    const back = location.searchParams.get("redirectTo")!;
    expect(back).toMatch(/^\/account\/searches\?save=pending/);
    const kept = asked.headers.get("set-cookie")!.split(";")[0]!;
    expect(await stored()).toEqual([]);

    // Signed up: the address is not confirmed yet.
    const buyer = await createTestBuyer({ verified: false });
    const cookie = `${await cookieOf(buyer.id)}; ${kept}`;
    const saved = (await answer(() => loader({ ...route, request: new Request(new URL(back, PAGE), { headers: { cookie } }) } as never))) as Response;
    expect(saved.headers.get("location")).toBe("/account/searches?notice=saved");
    expect(saved.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    expect(await stored()).toMatchObject([{ userId: buyer.id, frequency: "instant", area: "Coral Bay", minBeds: 2 }]);
  });

  it("shows a search named by the return path without the browser's copy ready to save with its frequency, and saves nothing", async () => {
    const buyer = await createTestBuyer({ verified: false });
    const request = new Request(`${PAGE}?save=pending&new=${encodeURIComponent("minBeds=3")}&frequency=weekly`, { headers: { cookie: await cookieOf(buyer.id) } });
    const page = await answer(() => loader({ ...route, request } as never));
    expect(page).toMatchObject({ pending: { query: "minBeds=3", frequency: "weekly", filtered: true }, refusal: null });
    expect(await stored()).toEqual([]);
  });

  it("lets an unconfirmed buyer save with Instant alerts, no refusal", async () => {
    const buyer = await createTestBuyer({ verified: false });
    const cookie = await cookieOf(buyer.id);
    const saved = (await answer(() => action({ ...route, request: post(SAVE, cookie) } as never))) as Response;
    expect(saved.headers.get("location")).toBe("/account/searches?notice=saved");
    expect((await stored()).map((row) => row.frequency)).toEqual(["instant"]);
  });

  it("sends a signed-out change other than saving to sign in, keeping nothing", async () => {
    const asked = (await answer(() => action({ ...route, request: post({ intent: "delete", id: "00000000-0000-4000-8000-000000000000" }) } as never))) as Response;
    expect(new URL(asked.headers.get("location")!, PAGE).pathname).toBe("/login");
    expect(asked.headers.get("set-cookie")).toBeNull();
  });
});
