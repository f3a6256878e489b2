import { expect, gotoReady, signIn, test } from "./fixtures";

/** The e2e server refuses forms sent sooner than this after the page was served (SPAM_MIN_FILL_MS). */
const SPAM_MIN_FILL_MS = 800;

// The tests share one server and its demo agents: run them in order, so that
// the import and the deactivation do not change the team page under the others.
test.describe.configure({ mode: "serial" });

test("the team page lists the active agents in order, each linking to a profile @mobile", async ({ page }) => {
  await gotoReady(page, "/team");
  await expect(page.getByRole("heading", { level: 1, name: "Meet our team" })).toBeVisible();
  const cards = page.getByRole("list", { name: "Our agents" }).getByRole("listitem");
  // The demo team's order (agents added later go to the end; the admin test below hides Sam Okafor).
  const demoTeam = ["Dana Sprauve", "Jordan Penn", "Marisol Charles", "Peter Lindqvist", "Keisha Thomas"];
  for (const [index, name] of demoTeam.entries()) await expect(cards.nth(index)).toContainText(name);
  await expect(cards.first().getByRole("img", { name: "Illustrated portrait of Dana Sprauve" })).toBeVisible();
  // Any single-segment token shows the same team, canonical /team.
  await gotoReady(page, "/our-people");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/team$/);
  // Only /team is kept by caches: a made-up token is rendered each time, so a flood of them fills no cache.
  const cacheOutcome = async (path: string) => (await page.request.get(path)).headers()["x-page-cache"];
  await cacheOutcome("/team");
  expect(await cacheOutcome("/team")).toBe("hit");
  await cacheOutcome("/our-people");
  expect(await cacheOutcome("/our-people")).toBeUndefined();
  await page.getByRole("link", { name: "Jordan Penn" }).click();
  await expect(page).toHaveURL(/\/agent\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Jordan Penn" })).toBeVisible();
});

test("a profile shows the bio, the agent's active listings, and its contact form sends", async ({ page }) => {
  await gotoReady(page, "/team");
  await page.getByRole("link", { name: "Dana Sprauve" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dana Sprauve" })).toBeVisible();
  await expect(page.getByText("She walks every property before she lists it")).toBeVisible();
  await expect(page.getByRole("link", { name: "agent@demo.test" })).toHaveAttribute("href", "mailto:agent@demo.test");
  await expect(page.getByRole("link", { name: "(340) 555-0163" })).toHaveAttribute("href", "tel:+13405550163");
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd).toMatchObject({ "@type": "RealEstateAgent", name: "Dana Sprauve" });

  const listings = page.getByRole("region", { name: "Dana's listings" });
  await expect(listings.getByRole("article").first()).toBeVisible();
  // Pending demo listings (Fish Bay Garden Cottage) are not public.
  await expect(listings.getByText("Fish Bay Garden Cottage")).toHaveCount(0);

  const contact = page.getByRole("region", { name: "Send Dana a message" });
  await contact.getByLabel("Your name").fill("Ada Lovelace");
  await contact.getByLabel("E-mail address").fill("ada@example.com");
  await contact.getByLabel("Message", { exact: true }).fill("Could we see your Cruz Bay listings on Saturday morning?");
  await page.waitForTimeout(SPAM_MIN_FILL_MS + 300);
  await contact.getByRole("button", { name: "Send message" }).click();
  await expect(page.locator(".form__success")).toContainText("Thank you, Ada Lovelace.");
  await expect(page.getByRole("link", { name: "Send another message" })).toHaveAttribute("href", /\/agent\/[0-9a-f-]{36}$/);
});

test.describe("not found", () => {
  // Chromium logs the 404 answer as a console error.
  test.use({ allowConsoleErrors: [/status of 404/] });

  test("an unknown agent id is a 404 page", async ({ page }) => {
    const response = await page.goto("/agent/00000000-0000-4000-8000-000000000000");
    expect(response?.status()).toBe(404);
    expect(await page.locator("h1").first().textContent()).not.toContain("Dana");
  });
});

test.describe("admin", () => {
  // Chromium logs the 400 answer of a refused form post as a console error.
  test.use({ allowConsoleErrors: [/status of 40[04]/] });
  // Sign-in, a hydrated dashboard and a second page: more than the default budget on a busy machine.
  test.slow();
  /** A post, then the dashboard's data loaded again: allow for a busy server. */
  const AFTER_POST = 20_000;

  test("an administrator bulk-imports a CSV with one bad row and sees a result per row", async ({ page }) => {
    await signIn(page, "admin@demo.test");
    await gotoReady(page, "/admin/admindashboard/agents");
    await expect(page.getByRole("heading", { name: "Agents", level: 2, exact: true })).toBeVisible();
    // Fresh addresses, so that the test also passes against a server it ran on before.
    const stamp = Date.now().toString(36);
    const csv = [
      "name,title,email,languages",
      `Lena Brooks,Sales Agent,lena-${stamp}@example.test,"English, Danish"`,
      "Bad Address,Sales Agent,not-an-email,English",
      "Dana Again,Broker,AGENT@demo.test,English",
      `Omar Reyes,Rental Agent,omar-${stamp}@example.test,Spanish`,
    ].join("\n");
    await page.getByLabel("File", { exact: true }).setInputFiles({ name: "agents.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await page.getByRole("button", { name: "Import" }).click();
    const results = page.locator(".bulk-results");
    await expect(results.getByRole("heading")).toHaveText("agents.csv: 2 added, 2 refused", { timeout: AFTER_POST });
    const rows = results.getByRole("row");
    await expect(rows.filter({ hasText: "Lena Brooks" })).toContainText("Added");
    await expect(rows.filter({ hasText: "Bad Address" })).toContainText("3");
    await expect(rows.filter({ hasText: "Bad Address" })).toContainText("Not added: Please enter a valid e-mail address (email)");
    await expect(rows.filter({ hasText: "Dana Again" })).toContainText("Not added: Another agent already has this e-mail address");
    await expect(rows.filter({ hasText: "Omar Reyes" })).toContainText("Added");
    await expect(page.getByRole("table").first().getByText(`lena-${stamp}@example.test`)).toBeVisible();

    // The imported agents are active and on the team page.
    await gotoReady(page, "/team");
    await expect(page.getByRole("link", { name: "Lena Brooks" }).first()).toBeVisible();
  });

  test("an administrator deactivates an agent, who leaves the team page and whose profile is a 404", async ({ page }) => {
    await signIn(page, "admin@demo.test");
    await gotoReady(page, "/admin/admindashboard/agents");
    const row = page.getByRole("row").filter({ hasText: "sam@demo.test" });
    const edit = await row.getByRole("link", { name: "Edit Sam Okafor" }).getAttribute("href");
    const href = `/agent/${/edit=([0-9a-f-]{36})/.exec(edit ?? "")?.[1]}`;
    // Against a server this test ran on before, Sam may be inactive already: show him first.
    const activate = row.getByRole("button", { name: "Activate", exact: true });
    if (await activate.count()) {
      await activate.click();
      await expect(row.getByRole("button", { name: "Deactivate", exact: true })).toBeVisible({ timeout: AFTER_POST });
    }
    await expect(row.getByRole("link", { name: "View Sam Okafor's public profile" })).toHaveAttribute("href", href);
    await row.getByRole("button", { name: "Deactivate", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "hidden from the public site" })).toBeVisible({ timeout: AFTER_POST });
    await expect(page.getByRole("row").filter({ hasText: "sam@demo.test" })).toContainText("Inactive", { timeout: AFTER_POST });
    const response = await page.goto(href);
    expect(response?.status()).toBe(404);
    await gotoReady(page, "/team");
    await expect(page.getByRole("link", { name: "Sam Okafor" })).toHaveCount(0);
  });
});

test("the video facade loads the player only after a click", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith("http://localhost")) requested.push(request.url());
  });
  // No internet in tests: answer the player's request locally so nothing leaves the machine.
  await page.route("https://www.youtube-nocookie.com/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<p>player</p>" }));
  await gotoReady(page, "/attraction/video");
  const facades = page.locator("[data-video-facade]");
  await expect(facades).toHaveCount(4);
  await expect(page.locator("iframe")).toHaveCount(0);
  expect(requested).toEqual([]);

  const first = facades.first();
  await expect(first.getByRole("img")).toBeVisible();
  await first.getByRole("link", { name: "Play video" }).click();
  const frame = first.locator("iframe");
  await expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/sjTrunkBay1?autoplay=1&rel=0");
  await expect(frame).toHaveAttribute("title", "Trunk Bay and its underwater trail");
  await expect(page.locator("iframe")).toHaveCount(1);
  await expect.poll(() => requested.some((url) => url.startsWith("https://www.youtube-nocookie.com/embed/sjTrunkBay1"))).toBe(true);
});

test("the sitemap lists the active agents' profiles", async ({ request, baseURL }) => {
  const xml = await (await request.get("/sitemaps/pages.xml")).text();
  expect(xml).toMatch(new RegExp(`<loc>${baseURL}/agent/[0-9a-f-]{36}</loc>`));
  expect(xml).toContain(`<loc>${baseURL}/team</loc>`);
});
