import { describe, expect, it } from "vitest";
import { createTestListing } from "~/features/listings/listing-factory";
import { confirmedMarketSubscription, formOf, linkIn, outbox, subscriptions } from "~/features/seller-mail/seller-mail-test-data";
import { subscriptionToken } from "~/features/seller-mail/seller-mail-tokens.server";
import { action as confirmAction, loader as confirmLoader } from "./email-updates-confirm";
import { action as stopAction, loader as stopLoader } from "./email-updates-unsubscribe";
import { action as marketAction } from "./market";

const route: Record<string, unknown> = { params: {}, context: { clientAddress: "203.0.113.7" } };
const link = (path: "confirm" | "unsubscribe", subscription: string, token: string) =>
  `http://localhost/email-updates/${path}?subscription=${encodeURIComponent(subscription)}&token=${encodeURIComponent(token)}`;

/** A mail provider's one-click unsubscribe (RFC 8058): a POST with that body, no cookie, no Origin. */
const oneClick = (target: string) =>
  new Request(target, { method: "POST", body: "List-Unsubscribe=One-Click", headers: { "content-type": "application/x-www-form-urlencoded" } });
const button = (target: string) => new Request(target, { method: "POST", body: new FormData(), headers: { origin: "http://localhost" } });

async function statusOf(run: () => Promise<unknown>): Promise<number> {
  try {
    const result = await run();
    return (result as { init?: { status?: number } }).init?.status ?? 200;
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status ?? 500;
  }
}

const dataOf = async (run: () => Promise<unknown>) => ((await run()) as { data: unknown }).data;

describe("the market report page's subscribe form", () => {
  it("answers an area's page 'check your inbox' and an unknown area's with 404, storing nothing for it", async () => {
    await createTestListing({ area: "Coral Bay" });
    const post = (path: string, area?: string) =>
      marketAction({ ...route, params: area ? { area } : {}, request: new Request(`http://localhost${path}`, { method: "POST", body: formOf({ email: "ada@example.com" }) }) } as never);
    expect(await statusOf(() => post("/market/coral-bay", "coral-bay"))).toBe(200);
    expect(await dataOf(() => post("/market"))).toEqual({ subscribed: true, email: "ada@example.com" });
    expect(await statusOf(() => post("/market/atlantis", "atlantis"))).toBe(404);
    expect((await subscriptions()).map((row) => row.areaSlug)).toEqual(["coral-bay", null]);
  });
});

describe("/email-updates/confirm", () => {
  it("shows a button on GET and changes nothing, since mail scanners open links; the button confirms", async () => {
    await createTestListing({ area: "Coral Bay" });
    await marketAction({ ...route, params: { area: "coral-bay" }, request: new Request("http://localhost/market/coral-bay", { method: "POST", body: formOf({ email: "ada@example.com" }) }) } as never);
    const { subscription, token } = linkIn((await outbox())[0]!.text, "/email-updates/confirm");
    const page = await confirmLoader({ ...route, request: new Request(link("confirm", subscription, token)) } as never);
    expect(page).toMatchObject({ shown: { kind: "market", areaName: "Coral Bay" }, confirmed: false });
    expect((await subscriptions())[0]!.confirmedAt).toBeNull();
    expect(await dataOf(() => confirmAction({ ...route, request: button(link("confirm", subscription, token)) } as never))).toEqual({
      done: true,
      shown: { kind: "market", areaName: "Coral Bay" },
    });
    expect((await subscriptions())[0]!.confirmedAt).not.toBeNull();
  });

  it("answers a forged or malformed link with 400 and changes nothing", async () => {
    const row = await confirmedMarketSubscription("ada@example.com", null);
    for (const target of [link("confirm", row.id, "forged"), link("confirm", row.id, subscriptionToken("unsubscribe", row.id)), link("confirm", "nonsense", "x"), "http://localhost/email-updates/confirm"]) {
      expect(await statusOf(() => confirmLoader({ ...route, request: new Request(target) } as never))).toBe(400);
      expect(await statusOf(() => confirmAction({ ...route, request: button(target) } as never))).toBe(400);
    }
  });
});

describe("/email-updates/unsubscribe", () => {
  it("shows a button on GET, and stops the e-mails on a one-click POST without a session, answering 200", async () => {
    const row = await confirmedMarketSubscription("ada@example.com", { slug: "coral-bay", name: "Coral Bay" });
    const target = link("unsubscribe", row.id, subscriptionToken("unsubscribe", row.id));
    expect(await stopLoader({ ...route, request: new Request(target) } as never)).toEqual({ what: "the monthly Coral Bay market report" });
    expect(await subscriptions()).toHaveLength(1);
    expect(await statusOf(() => stopAction({ ...route, request: oneClick(target) } as never))).toBe(200);
    expect(await subscriptions()).toEqual([]);
    // Again, or opened later: it says they are stopped.
    expect(await statusOf(() => stopAction({ ...route, request: oneClick(target) } as never))).toBe(200);
    expect(await stopLoader({ ...route, request: new Request(target) } as never)).toEqual({ what: null });
  });

  it("answers a forged or malformed link with 400 and changes nothing", async () => {
    const row = await confirmedMarketSubscription("ada@example.com", null);
    for (const target of [link("unsubscribe", row.id, "forged"), link("unsubscribe", row.id, subscriptionToken("confirm", row.id)), link("unsubscribe", "nonsense", "x"), "http://localhost/email-updates/unsubscribe"]) {
      expect(await statusOf(() => stopAction({ ...route, request: oneClick(target) } as never))).toBe(400);
      expect(await statusOf(() => stopLoader({ ...route, request: new Request(target) } as never))).toBe(400);
    }
    expect(await subscriptions()).toHaveLength(1);
  });
});
