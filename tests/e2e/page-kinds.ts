import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * The public page of a named seeded demo listing, found through the public
 * search: never one another test has just submitted, approved or edited.
 */
export async function demoPath(request: APIRequestContext, prefix: string, title: string): Promise<string> {
  const html = await (await request.get(`/mls?q=${encodeURIComponent(title)}`)).text();
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const path = new RegExp(`href="(${prefix}[^"]+)"[^>]*>${escaped}<`).exec(html)?.[1];
  expect(path, `the demo listing "${title}" at ${prefix}`).toBeTruthy();
  return path!;
}

/** The first active agent's public page, from the sitemap. */
async function agentPath(request: APIRequestContext): Promise<string> {
  const xml = await (await request.get("/sitemaps/pages.xml")).text();
  const path = /<loc>https?:\/\/[^/]+(\/agent\/[0-9a-f-]{36})<\/loc>/.exec(xml)?.[1];
  expect(path, "an agent page in the sitemap").toBeTruthy();
  return path!;
}

/** A demo rental's id, from the administrator's Rates page (the request carries the signed-in administrator's session). */
async function rentalId(request: APIRequestContext): Promise<string> {
  const html = await (await request.get("/admin/admindashboard/rates")).text();
  const id = /href="\/admin\/admindashboard\/rates\/([0-9a-f-]{36})"/.exec(html)?.[1];
  expect(id, "a rental on the Rates page").toBeTruthy();
  return id!;
}

export type PageKind = {
  name: string;
  /** Who looks at it: a visitor, or a signed-in demo account. */
  as?: "admin@demo.test" | "agent@demo.test" | "buyer@demo.test" | "owner@demo.test";
  path: (request: APIRequestContext) => Promise<string> | string;
  /**
   * It shows the demo owners' money, stays or history, which the demo data dates from the day it loads: checked for
   * layout, contrast and accessibility like every page, but compared with no baseline picture.
   */
  changesDaily?: true;
};

/** A demo owner's id, from the office's list of villa owners (the request carries the signed-in administrator's session). */
async function ownerId(request: APIRequestContext): Promise<string> {
  const html = await (await request.get("/admin/admindashboard/owners")).text();
  const id = /href="\/admin\/admindashboard\/owners\/([0-9a-f-]{36})"/.exec(html)?.[1];
  expect(id, "an owner on the Villa owners page").toBeTruthy();
  return id!;
}

/** The owner's latest closed statement month, from their statements page (the request carries the owner's session). */
async function closedMonth(request: APIRequestContext): Promise<string> {
  const html = await (await request.get("/owner/statements")).text();
  const month = /href="\/owner\/statements\/(\d{4}-\d{2})"[^<]*<\/a><\/th><td>Closed/.exec(html)?.[1];
  expect(month, "a closed statement on the owner's Statements page").toBeTruthy();
  return month!;
}

/** One page of every kind the site has: what layout, contrast and accessibility checks walk through. */
export const PAGE_KINDS: PageKind[] = [
  { name: "home", path: () => "/" },
  { name: "sale listing", path: (request) => demoPath(request, "/property/", "Frank Bay Two-Bedroom Condo") },
  { name: "sold listing", path: (request) => demoPath(request, "/soldproperty/", "Villa Hermosa") },
  { name: "land listing", path: (request) => demoPath(request, "/landproperty/", "Bordeaux Mountain View Lot") },
  { name: "sold land listing", path: (request) => demoPath(request, "/landsold/", "Gifft Hill View Lot") },
  { name: "homes for sale", path: () => "/properties" },
  { name: "land for sale", path: () => "/landproperties" },
  { name: "sales history", path: () => "/saleshistory" },
  // The market reports' figures run to today: checked like every page, compared with no baseline picture.
  { name: "market report", path: () => "/market", changesDaily: true },
  { name: "area market report", path: () => "/market/coral-bay", changesDaily: true },
  { name: "villa", path: () => "/villa/villa-solstice" },
  { name: "rental", path: () => "/rental/villa-marisol" },
  { name: "search", path: () => "/mls" },
  { name: "blog", path: () => "/blogs" },
  { name: "blog article", path: () => "/blog/getting-to-know-st-john" },
  { name: "agent", path: agentPath },
  { name: "team", path: () => "/team" },
  { name: "testimonials", path: () => "/testimonial" },
  { name: "contact", path: () => "/contact" },
  // Its estimates are made as of the island's today, from the sales of the two years before.
  { name: "home value", path: () => "/home-value", changesDaily: true },
  { name: "enquiry", path: (request) => demoPath(request, "/property/", "Frank Bay Two-Bedroom Condo").then((path) => `/enquiry?listing=${path.split("/").pop()}`) },
  { name: "about St. John", path: () => "/about" },
  { name: "about us", path: () => "/aboutus" },
  { name: "incentives", path: () => "/incentives" },
  { name: "attraction videos", path: () => "/attraction/video" },
  { name: "sign in", path: () => "/login" },
  { name: "register", path: () => "/register" },
  { name: "buyer sign-up", path: () => "/signup" },
  { name: "buyer favourites", as: "buyer@demo.test", path: () => "/account" },
  { name: "buyer saved searches", as: "buyer@demo.test", path: () => "/account/searches" },
  { name: "buyer privacy", as: "buyer@demo.test", path: () => "/account/privacy" },
  { name: "admin listings", as: "admin@demo.test", path: () => "/admin/admindashboard" },
  { name: "admin overview", as: "admin@demo.test", path: () => "/admin/admindashboard/overview" },
  { name: "admin portfolio", as: "admin@demo.test", path: () => "/admin/admindashboard/portfolio" },
  { name: "admin bookings", as: "admin@demo.test", path: () => "/admin/admindashboard/bookings" },
  { name: "admin leads", as: "admin@demo.test", path: () => "/admin/admindashboard/leads" },
  { name: "admin blog", as: "admin@demo.test", path: () => "/admin/admindashboard/blog" },
  { name: "admin rates", as: "admin@demo.test", path: () => "/admin/admindashboard/rates" },
  { name: "admin rental rates", as: "admin@demo.test", path: (request) => rentalId(request).then((id) => `/admin/admindashboard/rates/${id}`) },
  { name: "admin stay terms", as: "admin@demo.test", path: (request) => rentalId(request).then((id) => `/admin/admindashboard/rentals/${id}/terms`) },
  { name: "admin arrival notes", as: "admin@demo.test", path: () => "/admin/admindashboard/arrival-notes" },
  { name: "admin rental arrival notes", as: "admin@demo.test", path: (request) => rentalId(request).then((id) => `/admin/admindashboard/arrival-notes/${id}`) },
  { name: "admin lead templates", as: "admin@demo.test", path: () => "/admin/admindashboard/templates" },
  { name: "admin pipeline", as: "admin@demo.test", path: () => "/admin/admindashboard/pipeline" },
  { name: "admin CRM", as: "admin@demo.test", path: () => "/admin/admindashboard/crm" },
  // The demo owners' year is recorded as it loads, in words that name its months.
  { name: "admin audit log", as: "admin@demo.test", path: () => "/admin/admindashboard/audit", changesDaily: true },
  { name: "admin villa owners", as: "admin@demo.test", path: () => "/admin/admindashboard/owners", changesDaily: true },
  { name: "admin owner account", as: "admin@demo.test", path: (request) => ownerId(request).then((id) => `/admin/admindashboard/owners/${id}`), changesDaily: true },
  { name: "admin trust account", as: "admin@demo.test", path: () => "/admin/admindashboard/trust", changesDaily: true },
  { name: "owner overview", as: "owner@demo.test", path: () => "/owner", changesDaily: true },
  { name: "owner calendar", as: "owner@demo.test", path: () => "/owner/calendar", changesDaily: true },
  { name: "owner statements", as: "owner@demo.test", path: () => "/owner/statements", changesDaily: true },
  { name: "owner statement", as: "owner@demo.test", path: (request) => closedMonth(request).then((month) => `/owner/statements/${month}`), changesDaily: true },
  { name: "agent listings", as: "agent@demo.test", path: () => "/agent/agentdashboard" },
  { name: "agent new listing", as: "agent@demo.test", path: () => "/agent/agentdashboard/new/sale" },
  { name: "agent rentals", as: "agent@demo.test", path: () => "/agent/rentals" },
  { name: "agent leads", as: "agent@demo.test", path: () => "/agent/agentdashboard/leads" },
  { name: "agent pipeline", as: "agent@demo.test", path: () => "/agent/agentdashboard/pipeline" },
];

/**
 * A phone and a laptop. Wider desktops up to 1439 px (1366×768, the commonest) meet exactly the laptop's style
 * rules, and every control is checked scrolled to the middle and the bottom edge, so the screen's height adds nothing.
 */
export const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "laptop", width: 1280, height: 800 },
] as const;
