import type { APIRequestContext, APIResponse, PlaywrightWorkerArgs } from "@playwright/test";
import { MATRIX, PERSONAS, type MatrixContext, type MatrixRow, type Outcome, type Persona } from "./authorization-matrix.data";
import { workerBaseURL } from "../../playwright.config";
import { DEMO_PASSWORD, expect, test as base } from "./fixtures";

/**
 * Runs every row of the authorization matrix (authorization-matrix.data.ts)
 * against the real server: each persona signs in through the real /login
 * form, asks without following redirects, and the answer must be the row's
 * outcome. Where a request that could change agent A's listing is refused,
 * the listing must be exactly as it was.
 */

const EMAILS: Record<Exclude<Persona, "anonymous">, string> = {
  agentA: "agent@demo.test",
  agentB: "agent2@demo.test",
  admin: "admin@demo.test",
  buyer: "buyer@demo.test",
};
const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const ADMIN = "/admin/admindashboard";

type World = {
  baseURL: string;
  as: Record<Persona, APIRequestContext>;
  listingA: string;
  /** An approved rental of agent A, for the calendar rows. */
  rentalA: string;
  /** A lead of agent A (a visitor's enquiry about rentalA), for the leads rows. */
  leadA: string;
  /** An approved demo sale of agent A, for the rows that keep a listing current. */
  approvedA: string;
  /** A new pending listing of agent A (through the real form), removed again when the worker ends. */
  createListingA: () => Promise<string>;
  /** What agent A's listing looks like to an administrator (the review preview): equal text means unchanged. */
  snapshot: (id: string) => Promise<string>;
  newSession: (persona: Persona) => Promise<APIRequestContext>;
};

async function newContext(playwright: PlaywrightWorkerArgs["playwright"], baseURL: string) {
  // Same-origin POSTs carry their Origin, as a browser's would (server/origin-check.ts). No kept-alive
  // sockets: one the server closes as idle just as the next request reuses it fails with ECONNRESET.
  return playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL, Connection: "close" } });
}

async function signIn(context: APIRequestContext, email: string) {
  const response = await context.post("/login", { form: { email, password: DEMO_PASSWORD }, maxRedirects: 0 });
  expect(response.status(), `sign-in of ${email}`).toBe(303);
}

const test = base.extend<object, { world: World }>({
  world: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerBaseURL(workerInfo.parallelIndex);
      const open: APIRequestContext[] = [];
      const newSession = async (persona: Persona) => {
        const context = await newContext(playwright, baseURL);
        open.push(context);
        if (persona !== "anonymous") await signIn(context, EMAILS[persona]);
        return context;
      };
      const as = {} as Record<Persona, APIRequestContext>;
      for (const persona of PERSONAS) as[persona] = await newSession(persona);

      const created: string[] = [];
      let counter = 0;
      const createListingA = async () => {
        const title = `Matrix Listing ${workerInfo.workerIndex} ${Date.now()} ${++counter}`;
        const form = { title, category: "residential", listPrice: "450000", description: "Created by the authorization matrix." };
        const posted = await as.agentA.post("/agent/agentdashboard/new/sale", { form, maxRedirects: 0 });
        expect(posted.status(), "agent A's sale form").toBe(303);
        const id = /[?&]submitted=([0-9a-f-]{36})$/.exec(posted.headers()["location"] ?? "")?.[1];
        expect(id, `the new listing "${title}"`).toBeTruthy();
        created.push(id!);
        return id!;
      };
      const snapshot = async (id: string) => {
        const html = await (await as.admin.get(`${ADMIN}?review=${id}`)).text();
        const start = html.indexOf('id="review-heading"');
        const end = html.indexOf('id="review-queue-heading"');
        if (start < 0 || end < start) return "(no preview)";
        return html.slice(start, end).replace(/ nonce="[^"]*"/g, "");
      };

      const listingA = await createListingA();
      const rentals = await (await as.agentA.get("/agent/rentals")).text();
      const rentalA = /\/agent\/rentals\/([0-9a-f-]{36})\/calendar/.exec(rentals)?.[1];
      expect(rentalA, "a rental of agent A on /agent/rentals").toBeTruthy();
      // A lead of agent A: a visitor's enquiry about agent A's rental, sent after the spam guard's fill time.
      const enquiryPage = await (await as.anonymous.get(`/enquiry?listing=${rentalA}`)).text();
      const formStart = /name="formStart" value="([^"]+)"/.exec(enquiryPage)?.[1];
      expect(formStart, "the enquiry form's token").toBeTruthy();
      await new Promise((resolve) => setTimeout(resolve, 900));
      const enquiry = { listingId: rentalA!, name: "Matrix Buyer", email: "matrix.buyer@example.com", message: "Is it free in May?", formStart: formStart!, showing1: "" };
      expect((await as.anonymous.post("/enquiry", { form: enquiry, maxRedirects: 0 })).status(), "the enquiry about rental A").toBe(200);
      const leads = await (await as.agentA.get("/agent/agentdashboard/leads")).text();
      const leadA = /\/agent\/agentdashboard\/leads\/([0-9a-f-]{36})/.exec(leads)?.[1];
      expect(leadA, "the lead on agent A's Leads page").toBeTruthy();
      const found = await (await as.anonymous.get("/mls?q=Villa+Caribe+Overlook")).text();
      const approvedA = /\/property\/([0-9a-f-]{36})/.exec(found)?.[1];
      expect(approvedA, "agent A's approved demo sale on /mls").toBeTruthy();
      await use({ baseURL, as, listingA, rentalA: rentalA!, leadA: leadA!, approvedA: approvedA!, createListingA, snapshot, newSession });

      for (const id of created) await as.admin.post(`${ADMIN}?index`, { form: { intent: "delete", id }, maxRedirects: 0 });
      for (const context of open) await context.dispose();
    },
    { scope: "worker", timeout: 120_000 },
  ],
});

const resolve = <T>(value: T | ((context: MatrixContext) => T), context: MatrixContext): T =>
  typeof value === "function" ? (value as (context: MatrixContext) => T)(context) : value;

function outcomeOf(response: APIResponse, baseURL: string): Outcome | `status ${number}` | "login (with a message)" {
  const status = response.status();
  if (status >= 200 && status < 300) return "ok";
  if (status >= 300 && status < 400) {
    const target = new URL(response.headers()["location"] ?? "", baseURL);
    if (target.pathname !== "/login") return "redirect";
    // Where to come back to after signing in (the page asked for) says nothing about why.
    const said = new URLSearchParams(target.search);
    said.delete("redirectTo");
    return said.size === 0 ? "login" : "login (with a message)";
  }
  // A page's form refused by the service's permission check answers its page, not JSON.
  if (status === 403 && !(response.headers()["content-type"] ?? "").includes("json")) return "forbidden-page";
  const byStatus: Partial<Record<number, Outcome>> = {
    400: "bad-request",
    401: "unauthorized",
    403: "forbidden",
    404: "not-found",
    405: "method-not-allowed",
  };
  return byStatus[status] ?? `status ${status}`;
}

const REFUSALS: readonly Outcome[] = ["login", "bad-request", "unauthorized", "forbidden", "not-found", "method-not-allowed"];

/**
 * Each row's request of each persona comes from an address of its own (the
 * benchmarking range, through the test server's trusted proxy header), as
 * from a different visitor: the per-client limit on refused submissions is
 * about one client's flood, and a hundred rows of deliberately refused
 * requests from one address would trip it and answer 429 to the rest.
 */
function clientAddress(rowIndex: number, persona: Persona): string {
  return `198.${18 + (rowIndex >> 8)}.${rowIndex & 255}.${PERSONAS.indexOf(persona) + 1}`;
}

async function send(context: APIRequestContext, row: MatrixRow, matrixContext: MatrixContext, from: string) {
  return context.fetch(resolve(row.path, matrixContext), {
    method: row.method,
    headers: { "X-Forwarded-For": from },
    form: row.form ? resolve(row.form, matrixContext) : undefined,
    multipart: row.multipart ? resolve(row.multipart, matrixContext) : undefined,
    maxRedirects: 0,
  });
}

test.describe("authorization matrix", () => {
  // Five personas per row, some with a fresh listing each: slow on a busy machine.
  test.slow();

  for (const [rowIndex, row] of MATRIX.entries()) {
    test(`${row.method} ${row.name}`, async ({ world }) => {
      for (const persona of PERSONAS) {
        const expected = row.expect[persona];
        const listingA = row.fresh ? await world.createListingA() : world.listingA;
        const context: MatrixContext = { listingA, unknownId: UNKNOWN_ID, rentalA: world.rentalA, leadA: world.leadA, approvedA: world.approvedA };
        const refused = REFUSALS.includes(expected);
        const before = row.changesListingA ? await world.snapshot(listingA) : null;

        const client = row.endsSession ? await world.newSession(persona) : world.as[persona];
        const response = await send(client, row, context, clientAddress(rowIndex, persona));
        const label = `${persona}: ${row.method} ${resolve(row.path, context)}`;
        expect.soft(outcomeOf(response, world.baseURL), label).toBe(expected);
        if (expected === "unauthorized" || expected === "forbidden") {
          const body = (await response.json().catch(() => null)) as { success?: unknown } | null;
          expect.soft(body?.success, `${label} answers JSON {success:false}`).toBe(false);
        }
        if (before !== null) {
          expect.soft(before, `${label}: the listing before`).not.toBe("(no preview)");
          const after = await world.snapshot(listingA);
          if (refused) expect.soft(after, `${label} leaves agent A's listing unchanged`).toBe(before);
          // The check can see a change: where a fresh listing's request succeeds, the listing did change.
          else if (row.fresh) expect.soft(after, `${label} changed the listing`).not.toBe(before);
        }
      }
    });
  }

  test("every row names an outcome for every persona", () => {
    const names = new Set<string>();
    for (const row of MATRIX) {
      expect(names.has(`${row.method} ${row.name}`), `duplicate row ${row.name}`).toBe(false);
      names.add(`${row.method} ${row.name}`);
      expect(Object.keys(row.expect).sort()).toEqual([...PERSONAS].sort());
    }
  });
});
