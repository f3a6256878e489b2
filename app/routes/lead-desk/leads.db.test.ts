import { describe, expect, it } from "vitest";
import { createSession, sessionCookie } from "~/features/accounts/session.server";
import { buyer, NOW, twoAgentsWithListings } from "~/features/leads/lead-test-helpers";
import { sendEnquiry } from "~/features/leads/send-enquiry.server";
import { createTestAgent } from "~/features/listings/listing-factory";
import { loader } from "./leads";

const ADMIN_LEADS = "http://localhost/admin/admindashboard/leads";
const AGENT_LEADS = "http://localhost/agent/agentdashboard/leads";

async function cookieOf(userId: string): Promise<string> {
  const session = await createSession(userId);
  return sessionCookie(session.token, session.expiresAt).split(";")[0]!;
}

/** The list at `url` for the session `cookie` names, or where the visitor was sent instead. */
async function open(url: string, cookie?: string) {
  const request = new Request(url, { headers: cookie ? { cookie } : {} });
  return loader({ request, params: {}, context: {} } as never).then(
    (page) => ({ page, sentTo: null }),
    (thrown: unknown) => ({ page: null, sentTo: (thrown as Response).headers.get("location") }),
  );
}

const buyers = (page: { leads: { rows: Array<{ name: string | null }> } } | null) => page?.leads.rows.map((lead) => lead.name);

describe("the leads list, one screen at both dashboards", () => {
  it("shows an administrator every lead at the office's address and an agent their own at theirs; each is sent to /login at the other's", async () => {
    const { maya, omar, mayaListing, omarListing } = await twoAgentsWithListings();
    for (const [listing, name] of [[mayaListing, "Ada Lovelace"], [omarListing, "Grace Hopper"]] as const) {
      const sent = await sendEnquiry({ listingId: listing.id, ...buyer, name, showingTimes: [] }, { now: NOW });
      expect(sent.success).toBe(true);
    }
    const admin = await createTestAgent("office@example.test", "Office Admin", { role: "admin" });
    const [asAdmin, asMaya, asOmar] = await Promise.all([cookieOf(admin.id), cookieOf(maya.id), cookieOf(omar.id)]);

    const office = await open(ADMIN_LEADS, asAdmin);
    expect(office.page?.desk).toMatchObject({ scope: "office", dashboardName: "Admin dashboard" });
    expect(buyers(office.page)?.sort()).toEqual(["Ada Lovelace", "Grace Hopper"]);

    const own = await open(AGENT_LEADS, asMaya);
    expect(own.page?.desk).toMatchObject({ scope: "own", dashboardName: "Agent dashboard" });
    expect(buyers(own.page)).toEqual(["Ada Lovelace"]);
    expect(buyers((await open(AGENT_LEADS, asOmar)).page)).toEqual(["Grace Hopper"]);

    expect(await open(AGENT_LEADS, asAdmin)).toEqual({ page: null, sentTo: "/login" });
    expect(await open(ADMIN_LEADS, asMaya)).toEqual({ page: null, sentTo: "/login" });
    expect(await open(ADMIN_LEADS)).toEqual({ page: null, sentTo: "/login" });
  });

  it("sends a buyer and an administrator still awaiting approval to /login at either address", async () => {
    const shopper = await createTestAgent("shopper@example.test", "Sam Shopper", { role: "buyer" });
    const newAdmin = await createTestAgent("new-admin@example.test", "New Admin", { role: "admin", status: "pending" });
    for (const user of [shopper, newAdmin]) {
      const cookie = await cookieOf(user.id);
      for (const url of [ADMIN_LEADS, AGENT_LEADS]) expect(await open(url, cookie)).toEqual({ page: null, sentTo: "/login" });
    }
  });
});
