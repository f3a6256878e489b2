/**
 * The authorization matrix, kept as data: every non-public
 * loader, action and endpoint against the four personas, with the expected
 * outcome. authorization-matrix.spec.ts runs each row against the real
 * server. Whoever adds a non-public route adds its rows here.
 *
 * Personas: anonymous (no session), agentA (agent@demo.test), agentB
 * (agent2@demo.test), admin (admin@demo.test), buyer (buyer@demo.test);
 * all sign in through /login. A buyer reaches no dashboard, upload
 * endpoint, calendar or diagnostics page: where a stranger is sent to
 * /login, so is a buyer, and a JSON endpoint answers a buyer 403.
 */

export const PERSONAS = ["anonymous", "agentA", "agentB", "admin", "buyer"] as const;
export type Persona = (typeof PERSONAS)[number];

/**
 * What the server answers (redirects are not followed):
 * - ok: 2xx
 * - redirect: 3xx to anywhere but /login (e.g. 303 after a successful POST)
 * - login: 3xx to /login (requireUser: signed out, or a role without the page's permission)
 * - bad-request: 400 (access passed; the form's own validation answered)
 * - unauthorized: 401 (JSON endpoints, signed out)
 * - forbidden: 403 (JSON endpoints, role or account status refused)
 * - forbidden-page: 403 from a page's form (the page shows why; the service refused the permission)
 * - not-found: 404 (unknown id, or another agent's listing)
 * - method-not-allowed: 405
 */
export const OUTCOMES = [
  "ok",
  "redirect",
  "login",
  "bad-request",
  "unauthorized",
  "forbidden",
  "forbidden-page",
  "not-found",
  "method-not-allowed",
] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** What a row's path and body may refer to; the test builds it before the rows run. */
export type MatrixContext = {
  /**
   * A pending sale listing of agent A, created by the test through the real
   * form. For rows with `fresh: true` it is a new one for every request, so a
   * request that succeeds (approve, delete, withdraw) cannot disturb the others.
   */
  listingA: string;
  /** A well-formed id that no listing has. */
  unknownId: string;
  /** An approved demo rental of agent A (the first on agent A's /agent/rentals page). */
  rentalA: string;
  /** A lead routed to agent A: an enquiry sent by the test about rentalA. */
  leadA: string;
  /** An approved demo sale of agent A (Villa Caribe Overlook); no row changes it. */
  approvedA: string;
};

type Dynamic<T> = T | ((context: MatrixContext) => T);

export type MultipartValue = string | { name: string; mimeType: string; buffer: Buffer };

export type MatrixRow = {
  name: string;
  method: "GET" | "POST";
  path: Dynamic<string>;
  /** application/x-www-form-urlencoded body (POST). */
  form?: Dynamic<Record<string, string>>;
  /** multipart/form-data body (POST), e.g. a photo upload. */
  multipart?: Dynamic<Record<string, MultipartValue>>;
  expect: Record<Persona, Outcome>;
  /** Run each persona's request against a listing of agent A created just for it. */
  fresh?: boolean;
  /**
   * The request could change agent A's listing: where the outcome is a
   * refusal (anything but ok/redirect), the test checks it is unchanged.
   */
  changesListingA?: boolean;
  /** The request ends the session (sign-out): the persona signs in afresh for it. */
  endsSession?: boolean;
};

const ADMIN_ONLY = { anonymous: "login", agentA: "login", agentB: "login", admin: "ok", buyer: "login" } as const;
const AGENTS_ONLY = { anonymous: "login", agentA: "ok", agentB: "ok", admin: "login", buyer: "login" } as const;
const AGENTS_AND_ADMIN = { anonymous: "login", agentA: "ok", agentB: "ok", admin: "ok", buyer: "login" } as const;
const EVERYONE = { anonymous: "ok", agentA: "ok", agentB: "ok", admin: "ok", buyer: "ok" } as const;
/** A buyer's own pages: staff are sent to their dashboards, the signed out to /login. */
const BUYERS_ONLY = { anonymous: "login", agentA: "redirect", agentB: "redirect", admin: "redirect", buyer: "ok" } as const;
/** The favourites endpoint (JSON): 401 signed out, 403 for staff. */
const BUYERS_ONLY_API = { anonymous: "unauthorized", agentA: "forbidden", agentB: "forbidden", admin: "forbidden", buyer: "ok" } as const;
/** Administrators only; everyone else is told the page does not exist. */
const ADMIN_ONLY_HIDDEN = { anonymous: "not-found", agentA: "not-found", agentB: "not-found", admin: "ok", buyer: "not-found" } as const;

const ADMIN = "/admin/admindashboard";

/** An island day `days` from now ("YYYY-MM-DD"), for task due dates; St. John is UTC−4 all year. */
function daysFromNow(days: number): string {
  return new Date(Date.now() - 4 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}
const AGENT = "/agent/agentdashboard";

export const MATRIX: readonly MatrixRow[] = [
  // The admin dashboard frame and its review queue (the index section).
  { name: "admin dashboard", method: "GET", path: ADMIN, expect: ADMIN_ONLY },
  {
    name: "admin dashboard frame refuses posts",
    method: "POST",
    path: ADMIN,
    form: { intent: "review" },
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "method-not-allowed", buyer: "login" },
  },
  { name: "admin review queue", method: "GET", path: `${ADMIN}?index`, expect: ADMIN_ONLY },
  { name: "admin review preview of agent A's listing", method: "GET", path: (c) => `${ADMIN}?review=${c.listingA}`, expect: ADMIN_ONLY },
  {
    name: "admin reviews agent A's listing",
    method: "POST",
    path: `${ADMIN}?index`,
    form: (c) => ({ intent: "review", id: c.listingA, status: "rejected", notes: "Please add photos." }),
    expect: ADMIN_ONLY,
    fresh: true,
    changesListingA: true,
  },
  {
    name: "admin asks to confirm deleting agent A's listing",
    method: "POST",
    path: `${ADMIN}?index`,
    form: (c) => ({ intent: "confirm-delete", id: c.listingA }),
    expect: ADMIN_ONLY,
    changesListingA: true,
  },
  {
    name: "admin deletes agent A's listing",
    method: "POST",
    path: `${ADMIN}?index`,
    form: (c) => ({ intent: "delete", id: c.listingA }),
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "redirect", buyer: "login" },
    fresh: true,
    changesListingA: true,
  },
  {
    name: "admin deletes an unknown listing",
    method: "POST",
    path: `${ADMIN}?index`,
    form: (c) => ({ intent: "delete", id: c.unknownId }),
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "not-found", buyer: "login" },
  },

  // Admin: users and the overview. No row changes an account.
  { name: "admin users section", method: "GET", path: `${ADMIN}/users`, expect: ADMIN_ONLY },
  {
    name: "admin approves an unknown user",
    method: "POST",
    path: `${ADMIN}/users`,
    form: (c) => ({ intent: "approve", id: c.unknownId }),
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "not-found", buyer: "login" },
  },
  {
    name: "admin makes an unknown user an administrator",
    method: "POST",
    path: `${ADMIN}/users`,
    form: (c) => ({ intent: "role", id: c.unknownId, role: "admin" }),
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "not-found", buyer: "login" },
  },
  {
    name: "admin disables an unknown user",
    method: "POST",
    path: `${ADMIN}/users`,
    form: (c) => ({ intent: "disable", id: c.unknownId }),
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "not-found", buyer: "login" },
  },
  {
    name: "admin enables an unknown user",
    method: "POST",
    path: `${ADMIN}/users`,
    form: (c) => ({ intent: "enable", id: c.unknownId }),
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "not-found", buyer: "login" },
  },
  {
    name: "admin users section with an unknown request",
    method: "POST",
    path: `${ADMIN}/users`,
    form: { intent: "promote-everyone" },
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "bad-request", buyer: "login" },
  },
  { name: "admin overview", method: "GET", path: `${ADMIN}/overview`, expect: ADMIN_ONLY },
  { name: "admin overview over 90 days", method: "GET", path: `${ADMIN}/overview?days=90`, expect: ADMIN_ONLY },
  {
    name: "admin overview is read-only",
    method: "POST",
    path: `${ADMIN}/overview`,
    form: {},
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "method-not-allowed", buyer: "login" },
  },

  // Admin: agent profiles. No row changes a stored profile.
  { name: "admin agents section", method: "GET", path: `${ADMIN}/agents`, expect: ADMIN_ONLY },
  {
    name: "admin adds an agent with an empty form",
    method: "POST",
    path: `${ADMIN}/agents`,
    form: { intent: "save" },
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "bad-request", buyer: "login" },
  },
  {
    name: "admin bulk import without a file",
    method: "POST",
    path: `${ADMIN}/agents`,
    multipart: { intent: "bulk" },
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "bad-request", buyer: "login" },
  },
  {
    name: "admin deactivates an unknown agent",
    method: "POST",
    path: `${ADMIN}/agents`,
    form: (c) => ({ intent: "status", id: c.unknownId, status: "inactive" }),
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "not-found", buyer: "login" },
  },
  {
    name: "admin deletes an unknown agent",
    method: "POST",
    path: `${ADMIN}/agents`,
    form: (c) => ({ intent: "delete", id: c.unknownId }),
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "not-found", buyer: "login" },
  },

  // The agent dashboard frame and "My listings" (the index section).
  { name: "agent dashboard", method: "GET", path: AGENT, expect: AGENTS_ONLY },
  { name: "agent listings section", method: "GET", path: `${AGENT}?index`, expect: AGENTS_ONLY },
  {
    name: "agent dashboard frame refuses posts",
    method: "POST",
    path: AGENT,
    form: { title: "Frame post" },
    expect: { anonymous: "login", agentA: "method-not-allowed", agentB: "method-not-allowed", admin: "login", buyer: "login" },
  },
  {
    // The landing view's "Mark done" posts here; anything else is refused by its form.
    name: "agent landing section takes only a task marked done",
    method: "POST",
    path: `${AGENT}?index`,
    form: { title: "Index post" },
    expect: { anonymous: "login", agentA: "bad-request", agentB: "bad-request", admin: "login", buyer: "login" },
  },

  // New listings: the multi-step form per kind (agents only; the test creates agent A's listings through it).
  { name: "new sale listing form", method: "GET", path: `${AGENT}/new/sale`, expect: AGENTS_ONLY },
  { name: "new rental form", method: "GET", path: `${AGENT}/new/rental`, expect: AGENTS_ONLY },
  {
    name: "new listing of an unknown kind",
    method: "GET",
    path: `${AGENT}/new/castle`,
    expect: { anonymous: "login", agentA: "not-found", agentB: "not-found", admin: "login", buyer: "login" },
  },
  {
    name: "new sale listing with an empty form",
    method: "POST",
    path: `${AGENT}/new/sale`,
    form: {},
    expect: { anonymous: "login", agentA: "bad-request", agentB: "bad-request", admin: "login", buyer: "login" },
  },

  // Editing and withdrawing: the own listing while pending or rejected; another agent's is a 404 and stays as it was.
  {
    name: "edit page of agent A's listing",
    method: "GET",
    path: (c) => `${AGENT}/listings/${c.listingA}/edit`,
    expect: { anonymous: "login", agentA: "ok", agentB: "not-found", admin: "login", buyer: "login" },
  },
  {
    name: "withdraw confirmation step of agent A's listing",
    method: "GET",
    path: (c) => `${AGENT}/listings/${c.listingA}/edit?withdraw=1`,
    expect: { anonymous: "login", agentA: "ok", agentB: "not-found", admin: "login", buyer: "login" },
  },
  {
    name: "edit page of an unknown listing",
    method: "GET",
    path: (c) => `${AGENT}/listings/${c.unknownId}/edit`,
    expect: { anonymous: "login", agentA: "not-found", agentB: "not-found", admin: "login", buyer: "login" },
  },
  {
    name: "edit agent A's listing",
    method: "POST",
    path: (c) => `${AGENT}/listings/${c.listingA}/edit`,
    form: { title: "Edited Matrix Listing", category: "residential", listPrice: "475000", description: "Edited." },
    expect: { anonymous: "login", agentA: "redirect", agentB: "not-found", admin: "login", buyer: "login" },
    fresh: true,
    changesListingA: true,
  },
  {
    name: "edit agent A's listing with an empty form",
    method: "POST",
    path: (c) => `${AGENT}/listings/${c.listingA}/edit`,
    form: {},
    expect: { anonymous: "login", agentA: "bad-request", agentB: "not-found", admin: "login", buyer: "login" },
    changesListingA: true,
  },
  {
    name: "withdraw agent A's listing",
    method: "POST",
    path: (c) => `${AGENT}/listings/${c.listingA}/edit`,
    form: { intent: "withdraw" },
    expect: { anonymous: "login", agentA: "redirect", agentB: "not-found", admin: "login", buyer: "login" },
    fresh: true,
    changesListingA: true,
  },

  // Keeping an approved listing current: its agent (price and status at once, text and photos to review) and
  // administrators (everything at once, on their own page); another agent's is not found. No row changes it.
  {
    name: "keep agent A's approved listing current",
    method: "GET",
    path: (c) => `${AGENT}/listings/${c.approvedA}/edit`,
    expect: { anonymous: "login", agentA: "ok", agentB: "not-found", admin: "login", buyer: "login" },
  },
  {
    name: "mark agent A's approved listing sold without a sale price",
    method: "POST",
    path: (c) => `${AGENT}/listings/${c.approvedA}/edit`,
    form: { intent: "market", standardStatus: "Closed", listPrice: "7950000", closeDate: "2025-01-02" },
    expect: { anonymous: "login", agentA: "bad-request", agentB: "not-found", admin: "login", buyer: "login" },
  },
  {
    name: "propose changes to agent A's approved listing with an empty form",
    method: "POST",
    path: (c) => `${AGENT}/listings/${c.approvedA}/edit`,
    form: { intent: "revise" },
    expect: { anonymous: "login", agentA: "bad-request", agentB: "not-found", admin: "login", buyer: "login" },
  },
  { name: "admin keeps any approved listing current", method: "GET", path: (c) => `${ADMIN}/listings/${c.approvedA}/edit`, expect: ADMIN_ONLY },
  // Open houses of the brokerage's own sales: the agent on their listing's page, administrators on theirs; another
  // agent's listing is not found. The rows only post refused input, so nothing is added.
  {
    name: "add an open house to agent A's approved listing that ends before it starts",
    method: "POST",
    path: (c) => `${AGENT}/listings/${c.approvedA}/edit`,
    form: { intent: "add-open-house", date: daysFromNow(7), start: "15:00", end: "13:00", note: "" },
    expect: { anonymous: "login", agentA: "bad-request", agentB: "not-found", admin: "login", buyer: "login" },
  },
  {
    name: "remove an open house agent A's approved listing does not have",
    method: "POST",
    path: (c) => `${AGENT}/listings/${c.approvedA}/edit`,
    form: (c) => ({ intent: "remove-open-house", key: c.unknownId }),
    expect: { anonymous: "login", agentA: "not-found", agentB: "not-found", admin: "login", buyer: "login" },
  },
  {
    name: "admin adds an open house in the past to agent A's approved listing",
    method: "POST",
    path: (c) => `${ADMIN}/listings/${c.approvedA}/edit`,
    form: { intent: "add-open-house", date: daysFromNow(-2), start: "13:00", end: "15:00", note: "" },
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "bad-request", buyer: "login" },
  },
  {
    name: "admin removes an open house of an unknown listing",
    method: "POST",
    path: (c) => `${ADMIN}/listings/${c.unknownId}/edit`,
    form: (c) => ({ intent: "remove-open-house", key: c.unknownId }),
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "not-found", buyer: "login" },
  },

  {
    name: "admin sets a price of minus one",
    method: "POST",
    path: (c) => `${ADMIN}/listings/${c.approvedA}/edit`,
    form: { intent: "market", standardStatus: "Active", listPrice: "-1" },
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "bad-request", buyer: "login" },
  },
  {
    name: "admin edits an unknown listing's text",
    method: "POST",
    path: (c) => `${ADMIN}/listings/${c.unknownId}/edit`,
    form: { intent: "revise" },
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "not-found", buyer: "login" },
  },
  {
    name: "admin reviews an unknown listing's proposed changes",
    method: "GET",
    path: (c) => `${ADMIN}/revisions/${c.unknownId}`,
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "not-found", buyer: "login" },
  },
  {
    name: "admin approves an unknown listing's proposed changes",
    method: "POST",
    path: (c) => `${ADMIN}/revisions/${c.unknownId}`,
    form: { intent: "approve" },
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "not-found", buyer: "login" },
  },
  {
    name: "admin rejects proposed changes without a reason",
    method: "POST",
    path: (c) => `${ADMIN}/revisions/${c.approvedA}`,
    form: { intent: "reject", reason: "" },
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "bad-request", buyer: "login" },
  },

  // Photo uploads: a JSON endpoint for active agents and administrators (401 signed out, 403 for buyers).
  {
    name: "photo upload without a photo",
    method: "POST",
    path: "/agent/uploads",
    multipart: { note: "no photo" },
    expect: { anonymous: "unauthorized", agentA: "bad-request", agentB: "bad-request", admin: "bad-request", buyer: "forbidden" },
  },
  {
    name: "photo upload by GET",
    method: "GET",
    path: "/agent/uploads",
    expect: { anonymous: "unauthorized", agentA: "method-not-allowed", agentB: "method-not-allowed", admin: "method-not-allowed", buyer: "forbidden" },
  },

  // Bookings: agents see their own properties' requests; administrators decide.
  // No row changes a stored request (the ids are unknown or the body is refused).
  { name: "agent booking requests", method: "GET", path: `${AGENT}/bookings`, expect: AGENTS_ONLY },
  {
    name: "agent booking requests refuse posts",
    method: "POST",
    path: `${AGENT}/bookings`,
    form: { status: "approved" },
    expect: { anonymous: "login", agentA: "method-not-allowed", agentB: "method-not-allowed", admin: "login", buyer: "login" },
  },
  { name: "admin bookings section", method: "GET", path: `${ADMIN}/bookings?status=pending&from=2027-01-01`, expect: ADMIN_ONLY },
  {
    name: "admin approves an unknown booking request",
    method: "POST",
    path: `${ADMIN}/bookings`,
    form: (c) => ({ id: c.unknownId, status: "approved", notes: "" }),
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "not-found", buyer: "login" },
  },
  {
    name: "admin booking decision without a status",
    method: "POST",
    path: `${ADMIN}/bookings`,
    form: (c) => ({ id: c.unknownId }),
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "bad-request", buyer: "login" },
  },

  // Stay payments: a rental's terms and a booking's payments are the administrator's; a guest's page opens only with its key.
  { name: "admin stay terms of agent A's rental", method: "GET", path: (c) => `${ADMIN}/rentals/${c.rentalA}/terms`, expect: ADMIN_ONLY },
  {
    name: "admin stay terms of an unknown rental",
    method: "GET",
    path: (c) => `${ADMIN}/rentals/${c.unknownId}/terms`,
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "not-found", buyer: "login" },
  },
  {
    name: "admin saves stay terms refused by their own rules",
    method: "POST",
    path: (c) => `${ADMIN}/rentals/${c.rentalA}/terms`,
    form: { depositPercent: "0", balanceDaysBefore: "60", depositHoldHours: "48", damageHold: "0", damageHoldDaysBefore: "2", agreement: "" },
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "bad-request", buyer: "login" },
  },
  {
    name: "admin payments of an unknown booking",
    method: "GET",
    path: (c) => `${ADMIN}/bookings/${c.unknownId}`,
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "not-found", buyer: "login" },
  },
  {
    name: "admin refunds an unknown booking",
    method: "POST",
    path: (c) => `${ADMIN}/bookings/${c.unknownId}`,
    form: { amount: "10" },
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "not-found", buyer: "login" },
  },
  {
    name: "a guest's booking page with a key that is not its own",
    method: "GET",
    path: (c) => `/stay/${c.unknownId}/${"A".repeat(43)}`,
    expect: { anonymous: "not-found", agentA: "not-found", agentB: "not-found", admin: "not-found", buyer: "not-found" },
  },
  {
    name: "a guest's cancellation with a key that is not its own",
    method: "POST",
    path: (c) => `/stay/${c.unknownId}/${"A".repeat(43)}`,
    form: { intent: "cancel", confirm: "on" },
    expect: { anonymous: "not-found", agentA: "not-found", agentB: "not-found", admin: "not-found", buyer: "not-found" },
  },
  {
    name: "Stripe webhook on a site without the Stripe settings",
    method: "POST",
    path: "/webhooks/stripe",
    form: { id: "evt_1" },
    expect: { anonymous: "not-found", agentA: "not-found", agentB: "not-found", admin: "not-found", buyer: "not-found" },
  },

  // Rentals' rates: seasons, holiday rules and fees, administrators only.
  { name: "admin rates of every rental", method: "GET", path: `${ADMIN}/rates`, expect: ADMIN_ONLY },
  { name: "admin rates of agent A's rental, with a quote preview", method: "GET", path: (c) => `${ADMIN}/rates/${c.rentalA}?checkIn=2027-03-01&checkOut=2027-03-08`, expect: ADMIN_ONLY },
  {
    name: "admin rates of a listing that is not there",
    method: "GET",
    path: (c) => `${ADMIN}/rates/${c.unknownId}`,
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "not-found", buyer: "login" },
  },
  {
    name: "admin adds a season with a reversed range to agent A's rental",
    method: "POST",
    path: (c) => `${ADMIN}/rates/${c.rentalA}`,
    form: { intent: "save-season", name: "Backwards", firstNight: "2027-03-10", lastNight: "2027-03-01", nightly: "900", minimumNights: "3" },
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "bad-request", buyer: "login" },
  },
  {
    name: "admin deletes an unknown season of agent A's rental",
    method: "POST",
    path: (c) => `${ADMIN}/rates/${c.rentalA}`,
    form: (c) => ({ intent: "delete-season", id: c.unknownId }),
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "not-found", buyer: "login" },
  },
  {
    name: "admin saves fees of agent A's rental with a bad cleaning fee",
    method: "POST",
    path: (c) => `${ADMIN}/rates/${c.rentalA}`,
    form: { intent: "save-fees", cleaning: "-1", damageWaiver: "" },
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "bad-request", buyer: "login" },
  },

  // Villa owners and the trust account: administrators only.
  { name: "admin villa owners", method: "GET", path: `${ADMIN}/owners`, expect: ADMIN_ONLY },
  {
    name: "admin invites an owner with a bad address",
    method: "POST",
    path: `${ADMIN}/owners`,
    form: { name: "Matrix Owner", email: "not an address" },
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "bad-request", buyer: "login" },
  },
  {
    name: "admin villa owner that is not there",
    method: "GET",
    path: (c) => `${ADMIN}/owners/${c.unknownId}`,
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "not-found", buyer: "login" },
  },
  {
    name: "admin records a payout for an owner that is not there",
    method: "POST",
    path: (c) => `${ADMIN}/owners/${c.unknownId}`,
    form: { intent: "record-payout", paidOn: "2026-01-05", amount: "100", method: "ach" },
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "not-found", buyer: "login" },
  },
  { name: "admin trust account, last month", method: "GET", path: `${ADMIN}/trust`, expect: ADMIN_ONLY },
  { name: "admin trust account for a reversed period", method: "GET", path: `${ADMIN}/trust?from=2026-03-31&to=2026-03-01`, expect: ADMIN_ONLY },
  {
    // The browser tests run without Stripe settings: the office is told there is nothing to check.
    name: "admin checks Stripe's payouts now",
    method: "POST",
    path: `${ADMIN}/trust`,
    form: { intent: "check-stripe-payouts" },
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "bad-request", buyer: "login" },
  },
  {
    name: "admin records a brokerage draw without an amount",
    method: "POST",
    path: `${ADMIN}/trust`,
    form: { intent: "record-brokerage-draw", paidOn: "2026-03-01", reference: "OP-1" },
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "bad-request", buyer: "login" },
  },

  // Leads: an agent's own (another agent's is not found), an administrator's all.
  { name: "agent leads", method: "GET", path: `${AGENT}/leads?status=new`, expect: AGENTS_ONLY },
  {
    name: "agent leads list refuses posts",
    method: "POST",
    path: `${AGENT}/leads`,
    form: { status: "closed" },
    expect: { anonymous: "login", agentA: "method-not-allowed", agentB: "method-not-allowed", admin: "login", buyer: "login" },
  },
  {
    name: "agent opens agent A's lead",
    method: "GET",
    path: (c) => `${AGENT}/leads/${c.leadA}`,
    expect: { anonymous: "login", agentA: "ok", agentB: "not-found", admin: "login", buyer: "login" },
  },
  {
    name: "agent adds a note to agent A's lead",
    method: "POST",
    path: (c) => `${AGENT}/leads/${c.leadA}`,
    form: { intent: "note", note: "Called back." },
    expect: { anonymous: "login", agentA: "ok", agentB: "not-found", admin: "login", buyer: "login" },
  },
  {
    name: "agent opens an unknown lead",
    method: "GET",
    path: (c) => `${AGENT}/leads/${c.unknownId}`,
    expect: { anonymous: "login", agentA: "not-found", agentB: "not-found", admin: "login", buyer: "login" },
  },
  { name: "admin leads section", method: "GET", path: `${ADMIN}/leads`, expect: ADMIN_ONLY },
  { name: "admin opens agent A's lead", method: "GET", path: (c) => `${ADMIN}/leads/${c.leadA}`, expect: ADMIN_ONLY },
  {
    name: "admin adds a note to agent A's lead",
    method: "POST",
    path: (c) => `${ADMIN}/leads/${c.leadA}`,
    form: { intent: "note", note: "Office follow-up." },
    expect: ADMIN_ONLY,
  },
  {
    name: "admin opens an unknown lead",
    method: "GET",
    path: (c) => `${ADMIN}/leads/${c.unknownId}`,
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "not-found", buyer: "login" },
  },

  // Working a lead: e-mail to the buyer, tasks, reassignment (administrators only), the pipeline and the templates.
  // Bad input on these forms is tested beside the services; refused (400) posts here would count against the client's limit.
  {
    name: "agent writes to the buyer of agent A's lead",
    method: "POST",
    path: (c) => `${AGENT}/leads/${c.leadA}`,
    form: { intent: "message", subject: "Your inquiry", body: "Happy to show it to you on Tuesday." },
    expect: { anonymous: "login", agentA: "ok", agentB: "not-found", admin: "login", buyer: "login" },
  },
  {
    name: "agent adds a task to agent A's lead",
    method: "POST",
    path: (c) => `${AGENT}/leads/${c.leadA}`,
    form: { intent: "task", title: "Send disclosures", dueOn: daysFromNow(7) },
    expect: { anonymous: "login", agentA: "ok", agentB: "not-found", admin: "login", buyer: "login" },
  },
  {
    name: "agent marks an unknown task done",
    method: "POST",
    path: (c) => `${AGENT}/leads/${c.leadA}`,
    form: (c) => ({ intent: "task_done", taskId: c.unknownId }),
    expect: { anonymous: "login", agentA: "not-found", agentB: "not-found", admin: "login", buyer: "login" },
  },
  {
    name: "agent tries to reassign a lead",
    method: "POST",
    path: (c) => `${AGENT}/leads/${c.leadA}`,
    form: (c) => ({ intent: "reassign", agentId: c.unknownId }),
    expect: { anonymous: "login", agentA: "forbidden-page", agentB: "forbidden-page", admin: "login", buyer: "login" },
  },
  {
    name: "admin reassigns an unknown lead",
    method: "POST",
    path: (c) => `${ADMIN}/leads/${c.unknownId}`,
    form: (c) => ({ intent: "reassign", agentId: c.unknownId }),
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "not-found", buyer: "login" },
  },
  { name: "agent pipeline", method: "GET", path: `${AGENT}/pipeline`, expect: AGENTS_ONLY },
  {
    name: "agent moves agent A's lead on the pipeline",
    method: "POST",
    path: `${AGENT}/pipeline`,
    form: (c) => ({ leadId: c.leadA, status: "won" }),
    expect: { anonymous: "login", agentA: "ok", agentB: "not-found", admin: "login", buyer: "login" },
  },
  { name: "admin pipeline", method: "GET", path: `${ADMIN}/pipeline`, expect: ADMIN_ONLY },
  {
    name: "admin moves an unknown lead on the pipeline",
    method: "POST",
    path: `${ADMIN}/pipeline`,
    form: (c) => ({ leadId: c.unknownId, status: "won" }),
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "not-found", buyer: "login" },
  },
  { name: "admin answer templates", method: "GET", path: `${ADMIN}/templates`, expect: ADMIN_ONLY },
  {
    name: "admin adds a template",
    method: "POST",
    path: `${ADMIN}/templates`,
    form: { intent: "save", name: "Matrix check", subject: "Hello", body: "Hi {{first_name}}" },
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "ok", buyer: "login" },
  },

  // Rentals: an agent's own, an administrator's all.
  { name: "rentals", method: "GET", path: "/agent/rentals", expect: AGENTS_AND_ADMIN },
  {
    name: "rentals page is read-only",
    method: "POST",
    path: "/agent/rentals",
    form: {},
    expect: { anonymous: "login", agentA: "method-not-allowed", agentB: "method-not-allowed", admin: "method-not-allowed", buyer: "login" },
  },

  // A rental's calendar: its own agent or any administrator; another agent's rental is a 404.
  // No row changes the calendar (no feed is added, none synced, the export address stays).
  {
    name: "calendar page of agent A's rental",
    method: "GET",
    path: (c) => `/agent/rentals/${c.rentalA}/calendar`,
    expect: { anonymous: "login", agentA: "ok", agentB: "not-found", admin: "ok", buyer: "login" },
  },
  {
    name: "calendar page of an unknown rental",
    method: "GET",
    path: (c) => `/agent/rentals/${c.unknownId}/calendar`,
    expect: { anonymous: "login", agentA: "not-found", agentB: "not-found", admin: "not-found", buyer: "login" },
  },
  {
    name: "calendar asks to confirm a new export address",
    method: "POST",
    path: (c) => `/agent/rentals/${c.rentalA}/calendar`,
    form: { intent: "confirm-regenerate" },
    expect: { anonymous: "login", agentA: "ok", agentB: "not-found", admin: "ok", buyer: "login" },
  },
  {
    name: "calendar adds an import calendar without an address",
    method: "POST",
    path: (c) => `/agent/rentals/${c.rentalA}/calendar`,
    form: { intent: "add-feed", url: "", label: "Airbnb" },
    expect: { anonymous: "login", agentA: "bad-request", agentB: "not-found", admin: "bad-request", buyer: "login" },
  },
  {
    name: "calendar syncs an unknown import calendar",
    method: "POST",
    path: (c) => `/agent/rentals/${c.rentalA}/calendar`,
    form: (c) => ({ intent: "sync-feed", feedId: c.unknownId }),
    expect: { anonymous: "login", agentA: "not-found", agentB: "not-found", admin: "not-found", buyer: "login" },
  },
  {
    name: "calendar removes an unknown import calendar",
    method: "POST",
    path: (c) => `/agent/rentals/${c.rentalA}/calendar`,
    form: (c) => ({ intent: "remove-feed", feedId: c.unknownId }),
    expect: { anonymous: "login", agentA: "not-found", agentB: "not-found", admin: "not-found", buyer: "login" },
  },
  // The export is public to whoever holds its secret address; anything else is a 404.
  {
    name: "calendar export with an unknown token",
    method: "GET",
    path: "/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics",
    expect: { anonymous: "not-found", agentA: "not-found", agentB: "not-found", admin: "not-found", buyer: "not-found" },
  },

  // Admin: the portfolio (sale and sold listings by category).
  { name: "admin portfolio section", method: "GET", path: `${ADMIN}/portfolio`, expect: ADMIN_ONLY },
  { name: "admin portfolio edit form of agent A's listing", method: "GET", path: (c) => `${ADMIN}/portfolio?edit=${c.listingA}`, expect: ADMIN_ONLY },
  {
    name: "admin portfolio edits agent A's listing with an empty title",
    method: "POST",
    path: `${ADMIN}/portfolio`,
    form: (c) => ({ intent: "save", id: c.listingA, title: "", category: "residential", kind: "sale", listPrice: "100" }),
    changesListingA: true,
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "bad-request", buyer: "login" },
  },
  {
    name: "admin portfolio deletes agent A's listing",
    method: "POST",
    path: `${ADMIN}/portfolio`,
    form: (c) => ({ intent: "delete", id: c.listingA }),
    fresh: true,
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "redirect", buyer: "login" },
  },
  {
    name: "admin portfolio deletes an unknown item",
    method: "POST",
    path: `${ADMIN}/portfolio`,
    form: (c) => ({ intent: "delete", id: c.unknownId }),
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "not-found", buyer: "login" },
  },

  // Admin: testimonials. No row changes a stored review.
  { name: "admin testimonials section", method: "GET", path: `${ADMIN}/testimonials`, expect: ADMIN_ONLY },
  {
    name: "admin hides an unknown review",
    method: "POST",
    path: `${ADMIN}/testimonials`,
    form: (c) => ({ intent: "hide", id: c.unknownId }),
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "not-found", buyer: "login" },
  },
  {
    name: "admin deletes an unknown review",
    method: "POST",
    path: `${ADMIN}/testimonials`,
    form: (c) => ({ intent: "delete", id: c.unknownId }),
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "not-found", buyer: "login" },
  },
  {
    name: "admin testimonials section with an unknown request",
    method: "POST",
    path: `${ADMIN}/testimonials`,
    form: { intent: "publish-everything" },
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "bad-request", buyer: "login" },
  },

  // Admin: each rental's arrival notes. No row saves notes: the valid-looking posts are refused by the form's limit or the unknown rental.
  { name: "admin arrival notes list", method: "GET", path: `${ADMIN}/arrival-notes`, expect: ADMIN_ONLY },
  { name: "admin arrival notes of a rental", method: "GET", path: (c) => `${ADMIN}/arrival-notes/${c.rentalA}`, expect: ADMIN_ONLY },
  {
    name: "admin arrival notes of an unknown rental",
    method: "GET",
    path: (c) => `${ADMIN}/arrival-notes/${c.unknownId}`,
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "not-found", buyer: "login" },
  },
  {
    name: "admin saves arrival notes too long to keep",
    method: "POST",
    path: (c) => `${ADMIN}/arrival-notes/${c.rentalA}`,
    form: { ferry: "x".repeat(2001), car: "", directions: "", checkIn: "" },
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "bad-request", buyer: "login" },
  },
  {
    name: "admin saves arrival notes of an unknown rental",
    method: "POST",
    path: (c) => `${ADMIN}/arrival-notes/${c.unknownId}`,
    form: { ferry: "Red Hook ferry", car: "", directions: "", checkIn: "" },
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "not-found", buyer: "login" },
  },
  // A stay's review link: public (the token is the key); an unknown token shows a message, and its post is a 404.
  { name: "review link with an unknown token", method: "GET", path: `/stay-review/${"A".repeat(43)}`, expect: EVERYONE },
  {
    name: "review posted with an unknown token",
    method: "POST",
    path: `/stay-review/${"A".repeat(43)}`,
    form: { name: "Sam P.", rating: "5", text: "A lovely stay, thank you." },
    expect: { anonymous: "not-found", agentA: "not-found", agentB: "not-found", admin: "not-found", buyer: "not-found" },
  },
  // Admin: the outbox (failed and recent mail, Resend). No row requeues a stored message.
  { name: "admin mail section", method: "GET", path: `${ADMIN}/mail`, expect: ADMIN_ONLY },
  {
    name: "admin resends an unknown message",
    method: "POST",
    path: `${ADMIN}/mail`,
    form: (c) => ({ intent: "resend", id: c.unknownId }),
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "not-found", buyer: "login" },
  },
  {
    name: "admin mail section with an unknown request",
    method: "POST",
    path: `${ADMIN}/mail`,
    form: { intent: "send-everything" },
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "bad-request", buyer: "login" },
  },

  // Admin: the events posted to the CRM webhook (Send again). No row requeues a stored event.
  { name: "admin CRM section", method: "GET", path: `${ADMIN}/crm`, expect: ADMIN_ONLY },
  {
    name: "admin sends an unknown CRM event again",
    method: "POST",
    path: `${ADMIN}/crm`,
    form: (c) => ({ intent: "retry", id: c.unknownId }),
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "not-found", buyer: "login" },
  },
  {
    name: "admin CRM section with an unknown request",
    method: "POST",
    path: `${ADMIN}/crm`,
    form: { intent: "send-everything" },
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "bad-request", buyer: "login" },
  },

  // Admin: the MLS feed's runs. No row starts a pass.
  { name: "admin MLS feed section", method: "GET", path: `${ADMIN}/feed`, expect: ADMIN_ONLY },
  { name: "admin audit log", method: "GET", path: `${ADMIN}/audit`, expect: ADMIN_ONLY },
  { name: "admin audit log filtered", method: "GET", path: `${ADMIN}/audit?actor=admin%40demo.test&kind=mail&from=2026-01-01&to=2026-12-31`, expect: ADMIN_ONLY },
  {
    name: "admin MLS feed section with an unknown request",
    method: "POST",
    path: `${ADMIN}/feed`,
    form: { intent: "sync-everything" },
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "bad-request", buyer: "login" },
  },

  // Diagnostics: administrators only in every mode, 404 for everyone else.
  { name: "diagnostics", method: "GET", path: "/debug", expect: ADMIN_ONLY_HIDDEN },
  { name: "registration diagnostics", method: "GET", path: "/debug-registration", expect: ADMIN_ONLY_HIDDEN },

  // E-mail confirmation: the link's page is public and changes nothing; only its button's POST uses a token.
  // Sending the link again needs a session (the demo accounts are confirmed already: nothing is sent).
  { name: "confirmation page with an unknown token", method: "GET", path: `/verify-email?token=${"A".repeat(43)}`, expect: EVERYONE },
  { name: "confirmation page without a token", method: "GET", path: "/verify-email", expect: EVERYONE },
  {
    name: "confirm an unknown token",
    method: "POST",
    path: "/verify-email",
    form: { token: "A".repeat(43) },
    expect: { anonymous: "bad-request", agentA: "bad-request", agentB: "bad-request", admin: "bad-request", buyer: "bad-request" },
  },
  {
    name: "send the confirmation link again",
    method: "POST",
    path: "/verify-email",
    form: { intent: "resend" },
    expect: { anonymous: "login", agentA: "ok", agentB: "ok", admin: "ok", buyer: "ok" },
  },

  // A buyer's account: its frame and sections, the data download and the favourites endpoint.
  { name: "account favourites", method: "GET", path: "/account", expect: BUYERS_ONLY },
  { name: "account privacy section", method: "GET", path: "/account/privacy", expect: BUYERS_ONLY },
  {
    name: "account frame refuses posts",
    method: "POST",
    path: "/account",
    form: { intent: "remove" },
    expect: { anonymous: "login", agentA: "redirect", agentB: "redirect", admin: "redirect", buyer: "method-not-allowed" },
  },
  {
    name: "account removes a favourite it does not hold",
    method: "POST",
    path: "/account?index",
    form: (c) => ({ intent: "remove", listingId: c.unknownId }),
    // Removing is idempotent: the buyer is sent back to the list by GET.
    expect: { ...BUYERS_ONLY, buyer: "redirect" },
  },
  { name: "account asks to confirm deleting itself", method: "POST", path: "/account/privacy", form: { intent: "confirm-delete" }, expect: BUYERS_ONLY },
  {
    name: "account deletion with a wrong password",
    method: "POST",
    path: "/account/privacy",
    form: { intent: "delete", password: "not the password at all" },
    expect: { anonymous: "login", agentA: "redirect", agentB: "redirect", admin: "redirect", buyer: "bad-request" },
  },
  { name: "account data download", method: "GET", path: "/account-data.json", expect: BUYERS_ONLY },
  // Saved searches: the /mls form posts here; the signed out are sent to sign up (the search kept for after,
  // decision 0123) and any other change to sign in.
  { name: "account saved searches", method: "GET", path: "/account/searches", expect: BUYERS_ONLY },
  {
    name: "saving a search without a filter",
    method: "POST",
    path: "/account/searches",
    form: { intent: "save", query: "sort=price-asc", frequency: "off", name: "" },
    expect: { anonymous: "redirect", agentA: "redirect", agentB: "redirect", admin: "redirect", buyer: "bad-request" },
  },
  {
    name: "deleting a saved search that is not there",
    method: "POST",
    path: "/account/searches",
    form: (c) => ({ intent: "delete", id: c.unknownId }),
    expect: { anonymous: "login", agentA: "redirect", agentB: "redirect", admin: "redirect", buyer: "not-found" },
  },
  // An alert's unsubscribe link needs no session; a forged one is refused for everyone.
  {
    name: "unsubscribe page with a forged link",
    method: "GET",
    path: (c) => `/alerts/unsubscribe?search=${c.unknownId}&token=forged`,
    expect: { anonymous: "bad-request", agentA: "bad-request", agentB: "bad-request", admin: "bad-request", buyer: "bad-request" },
  },
  {
    name: "one-click unsubscribe with a forged link",
    method: "POST",
    path: (c) => `/alerts/unsubscribe?search=${c.unknownId}&token=forged`,
    form: { "List-Unsubscribe": "One-Click" },
    expect: { anonymous: "bad-request", agentA: "bad-request", agentB: "bad-request", admin: "bad-request", buyer: "bad-request" },
  },
  // The monthly e-mails' links need no session either (decision 0148); forged ones are refused for everyone.
  {
    name: "monthly e-mails' confirmation with a forged link",
    method: "POST",
    path: (c) => `/email-updates/confirm?subscription=${c.unknownId}&token=forged`,
    form: {},
    expect: { anonymous: "bad-request", agentA: "bad-request", agentB: "bad-request", admin: "bad-request", buyer: "bad-request" },
  },
  {
    name: "monthly e-mails' one-click unsubscribe with a forged link",
    method: "POST",
    path: (c) => `/email-updates/unsubscribe?subscription=${c.unknownId}&token=forged`,
    form: { "List-Unsubscribe": "One-Click" },
    expect: { anonymous: "bad-request", agentA: "bad-request", agentB: "bad-request", admin: "bad-request", buyer: "bad-request" },
  },
  { name: "favourite ids", method: "GET", path: "/favourites", expect: BUYERS_ONLY_API },
  {
    name: "favourite of an unknown listing",
    method: "POST",
    path: "/favourites",
    form: (c) => ({ intent: "save", listingId: c.unknownId }),
    expect: { anonymous: "unauthorized", agentA: "forbidden", agentB: "forbidden", admin: "forbidden", buyer: "not-found" },
  },
  {
    name: "favourites merge of an empty list",
    method: "POST",
    path: "/favourites",
    form: { intent: "merge" },
    expect: BUYERS_ONLY_API,
  },

  // Sign-out: POST only, for anyone (signed out already is fine).
  {
    name: "sign-out",
    method: "POST",
    path: "/logout",
    form: {},
    expect: { anonymous: "redirect", agentA: "redirect", agentB: "redirect", admin: "redirect", buyer: "redirect" },
    endsSession: true,
  },
  {
    name: "sign-out by GET is refused",
    method: "GET",
    path: "/logout",
    expect: { anonymous: "method-not-allowed", agentA: "method-not-allowed", agentB: "method-not-allowed", admin: "method-not-allowed", buyer: "method-not-allowed" },
  },

  // Admin: the blog section and the cover upload endpoint. No row changes a stored post.
  { name: "admin blog section", method: "GET", path: `${ADMIN}/blog`, expect: ADMIN_ONLY },
  { name: "admin blog editor for a new post", method: "GET", path: `${ADMIN}/blog?new`, expect: ADMIN_ONLY },
  {
    name: "admin blog preview",
    method: "POST",
    path: `${ADMIN}/blog`,
    form: { intent: "preview", description: "## Hello" },
    expect: ADMIN_ONLY,
  },
  {
    name: "admin blog save with an empty body",
    method: "POST",
    path: `${ADMIN}/blog`,
    form: { intent: "save" },
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "bad-request", buyer: "login" },
  },
  {
    name: "admin blog publishes an unknown post",
    method: "POST",
    path: `${ADMIN}/blog`,
    form: { intent: "publish", id: "no-such-post" },
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "not-found", buyer: "login" },
  },
  {
    name: "admin blog deletes an unknown post",
    method: "POST",
    path: `${ADMIN}/blog`,
    form: { intent: "delete", id: "no-such-post" },
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "not-found", buyer: "login" },
  },
  {
    name: "admin cover upload without a photo",
    method: "POST",
    path: "/admin/uploads",
    multipart: { note: "no photo" },
    expect: { anonymous: "unauthorized", agentA: "forbidden", agentB: "forbidden", admin: "bad-request", buyer: "forbidden" },
  },
  {
    name: "admin cover upload refuses GET",
    method: "GET",
    path: "/admin/uploads",
    expect: { anonymous: "unauthorized", agentA: "forbidden", agentB: "forbidden", admin: "method-not-allowed", buyer: "forbidden" },
  },
  {
    name: "admin MLS sync progress",
    method: "GET",
    path: "/admin/feed-progress.json",
    expect: { anonymous: "unauthorized", agentA: "forbidden", agentB: "forbidden", admin: "ok", buyer: "forbidden" },
  },
  // An owner's statement files: the owner's own at /owner/..., any owner's for the office at /admin/owners/...; no persona here is an owner.
  {
    name: "owner statement CSV",
    method: "GET",
    path: "/owner/statements/2026-01/statement.csv",
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "login", buyer: "login" },
  },
  {
    name: "office statement PDF of an unknown owner",
    method: "GET",
    path: (c) => `/admin/owners/${c.unknownId}/statements/2026-01/statement.pdf`,
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "not-found", buyer: "login" },
  },
  // An expense's receipt, the same two ways; an expense that is not there, or not the owner's, is 404 for the office too.
  {
    name: "owner expense receipt",
    method: "GET",
    path: (c) => `/owner/receipts/${c.unknownId}`,
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "login", buyer: "login" },
  },
  {
    name: "office expense receipt of an unknown owner",
    method: "GET",
    path: (c) => `/admin/owners/${c.unknownId}/receipts/${c.unknownId}`,
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "not-found", buyer: "login" },
  },
  {
    name: "office expense receipt by ids that are none",
    method: "GET",
    path: "/admin/owners/not-an-id/receipts/..%2F..%2Fetc%2Fpasswd",
    expect: { anonymous: "login", agentA: "login", agentB: "login", admin: "not-found", buyer: "login" },
  },
];
