import { expect, gotoReady, test } from "./fixtures";

/** A demo villa of the seeded data; the villa page is /villa/{slug of its name}. */
const VILLA = "/villa/villa-solstice";

test("the villas list answers the approved villas' public fields", async ({ request }) => {
  const response = await request.get("/villas.json");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=60");
  const body = (await response.json()) as { success: boolean; data: Array<Record<string, unknown>> };
  expect(body.success).toBe(true);
  expect(body.data.map((villa) => villa.name)).toContain("Villa Solstice");
  expect(Object.keys(body.data[0]!).sort()).toEqual(["area", "id", "maxGuests", "name", "nightlyRate", "slug"]);
});

test("the villa page lists the other villas once loaded, each linking to its villa page", async ({ page }) => {
  await gotoReady(page, VILLA);
  const others = page.getByRole("region", { name: "Other villas" });
  await expect(others.getByRole("link", { name: "Villa Marisol" })).toHaveAttribute("href", "/villa/villa-marisol");
  await expect(others.getByRole("link", { name: "Villa Solstice" })).toHaveCount(0);
  await expect(others).not.toContainText("Loading villas…");

  await others.getByRole("link", { name: "Villa Marisol" }).click();
  await expect(page).toHaveURL(/\/villa\/villa-marisol$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Villa Marisol");
  await expect(others.getByRole("link", { name: "Villa Solstice" })).toHaveAttribute("href", "/villa/villa-solstice");
});

test.describe("when the villa fetch fails", () => {
  test.use({ allowConsoleErrors: [/status of 500/] });

  test("the page shows the fallback error and still works", async ({ page }) => {
    await page.route("**/villas.json", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ success: false }) }),
    );
    await gotoReady(page, VILLA);
    await expect(page.getByRole("region", { name: "Other villas" }).getByRole("alert")).toHaveText("Failed to fetch villas");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Villa Solstice");
  });
});
