import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { auditLog } from "~/features/audit/audit.table";
import { SPAM_GUARD_FIELDS } from "~/features/spam-guard/spam-guard-fields";
import { issueFormToken, PRESS_SEND_AGAIN } from "~/features/spam-guard/spam-guard.server";
import { getDb } from "~/shared/db/client.server";
import { expectConsoleError } from "../../../tests/setup/fail-on-console-error";
import { addReview, handleReviewForm, REVIEW_UNAVAILABLE } from "./add-review.server";
import { getReviewSummary, listAllReviews, listApprovedReviews } from "./list-reviews.server";
import { deleteReview, hideReview, showReview } from "./moderate-review.server";
import { REVIEW_NOT_FOUND } from "./review-rules";
import { createTestReview } from "./review-factory";
import { seedDemoReviews } from "./seed-testimonials.server";
import { reviews, reviewSubmissions } from "./review.table";

const visitor = {
  name: "Maria Thomas",
  rating: "5",
  text: "Sugar Apple found us the perfect cottage above Coral Bay and made the closing painless.",
  experience: "purchase",
  property: "Coral Bay cottage",
};
const admin = { id: "00000000-0000-4000-8000-00000000ad01", email: "admin@example.test", role: "admin" as const, status: "active" as const };
const missingId = "00000000-0000-4000-8000-000000000000";

function submission(fields: Partial<Record<string, string>>, options: { issuedAt?: number; honeypot?: string } = {}) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) formData.set(name, value);
  formData.set(SPAM_GUARD_FIELDS.honeypot, options.honeypot ?? "");
  formData.set(SPAM_GUARD_FIELDS.token, issueFormToken({ now: options.issuedAt ?? Date.now() - 60_000 }));
  return formData;
}

const stored = () => getDb().select().from(reviews);

describe("addReview", () => {
  it("holds a review with a link in it for an administrator: stored pending, not among the public reviews", async () => {
    const result = await addReview({ ...visitor, text: "Loved it. Book yours at https://villas.example/deal today!" }, { clientAddress: "203.0.113.70" });
    expect(result).toEqual({ success: true, id: expect.any(String), held: true });
    const [row] = await getDb().select().from(reviews).where(eq(reviews.id, (result as { id: string }).id));
    expect(row!.status).toBe("pending");
    const listed = await listApprovedReviews();
    expect(listed.success && listed.data.some((review) => review.id === row!.id)).toBe(false);
  });

  it("publishes a review approved, with what they bought or rented", async () => {
    const result = await addReview(visitor, { clientAddress: "203.0.113.7" });
    expect(result).toEqual({ success: true, id: expect.any(String), held: false });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Maria Thomas",
      rating: 5,
      experience: "purchase",
      property: "Coral Bay cottage",
      status: "approved",
    });
    // The rate limit keeps a keyed hash, never the address itself.
    const [counted] = await getDb().select().from(reviewSubmissions);
    expect(counted?.addressKey).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(counted)).not.toContain("203.0.113.7");
  });

  it("refuses a rating of 0 or 6, empty text and 50,000 characters with a clear message, storing nothing", async () => {
    const cases = [
      [{ rating: "0" }, { rating: "Please choose a rating from 1 to 5 stars" }],
      [{ rating: 6 }, { rating: "Please choose a rating from 1 to 5 stars" }],
      [{ text: "" }, { text: "Please write your review" }],
      [{ text: "x".repeat(50_000) }, { text: "Your review must be 2,000 characters or fewer" }],
    ] as const;
    for (const [change, fieldErrors] of cases) {
      expect(await addReview({ ...visitor, ...change }, { clientAddress: "203.0.113.7" })).toEqual({
        success: false,
        error: "Please check the fields marked below.",
        fieldErrors,
      });
    }
    expect(await stored()).toEqual([]);
    expect(await getDb().select().from(reviewSubmissions)).toEqual([]);
  });

  it("allows three reviews per address per hour and says when to try again", async () => {
    const start = new Date("2026-03-01T14:00:00Z");
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    for (const minutes of [0, 10, 20]) {
      expect(await addReview(visitor, { clientAddress: "198.51.100.4", now: at(minutes) })).toMatchObject({ success: true });
    }
    const refused = await addReview(visitor, { clientAddress: "198.51.100.4", now: at(45) });
    expect(refused).toEqual({
      success: false,
      error: "Thank you for your enthusiasm! You have already shared 3 reviews in the last hour. Please try again in 15 minutes.",
    });
    // Another address is not affected; the first may post again once the oldest leaves the hour.
    expect(await addReview(visitor, { clientAddress: "198.51.100.5", now: at(45) })).toMatchObject({ success: true });
    expect(await addReview(visitor, { clientAddress: "198.51.100.4", now: at(60) })).toMatchObject({ success: true });
    expect(await stored()).toHaveLength(5);
  });

  it("counts concurrent posts from one address exactly once each", async () => {
    const now = new Date();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => addReview(visitor, { clientAddress: "192.0.2.1", now })),
    );
    expect(results.filter((result) => result.success)).toHaveLength(3);
    expect(await stored()).toHaveLength(3);
  });
});

describe("handleReviewForm", () => {
  it("answers a good form with the reviewer's name and the new id", async () => {
    const reply = await handleReviewForm(submission(visitor), { clientAddress: "203.0.113.9" });
    expect(reply).toEqual({ status: 200, body: { published: true, id: expect.any(String), name: "Maria Thomas", held: false } });
    expect(await stored()).toHaveLength(1);
  });

  it("answers bad input with 400, a message per field and the values typed", async () => {
    const reply = await handleReviewForm(submission({ ...visitor, rating: "6", text: "", name: " " }));
    expect(reply).toEqual({
      status: 400,
      body: {
        fieldErrors: {
          name: "Please enter your name",
          rating: "Please choose a rating from 1 to 5 stars",
          text: "Please write your review",
        },
        values: { ...visitor, rating: "6", text: "", name: " " },
        formError: "Please check the fields marked below.",
        // The submitted token, so that a quick correction is not taken for a machine.
        formToken: expect.stringMatching(/^\d+\./),
      },
    });
    expect(await stored()).toEqual([]);
  });

  it("answers the rate limit with 429 and keeps the review in the form", async () => {
    for (let i = 0; i < 3; i += 1) await handleReviewForm(submission(visitor), { clientAddress: "203.0.113.10" });
    const reply = await handleReviewForm(submission(visitor), { clientAddress: "203.0.113.10" });
    expect(reply.status).toBe(429);
    expect(reply.body).toMatchObject({ formError: expect.stringContaining("Please try again in 60 minutes"), values: { text: visitor.text } });
  });

  it("drops a filled honeypot silently: the success reply without an id, nothing stored", async () => {
    const honeypot = await handleReviewForm(submission(visitor, { honeypot: "https://spam.example" }));
    expect(honeypot).toEqual({ status: 200, body: { published: true, id: "", name: "Maria Thomas", held: false } });
    expect(await stored()).toEqual([]);
  });

  it("sends a form that came too fast back with what was typed and 'Please press Send again', never a success", async () => {
    const reply = await handleReviewForm(submission(visitor, { issuedAt: Date.now() }));
    expect(reply).toEqual({
      status: 400,
      body: { fieldErrors: {}, values: visitor, formError: PRESS_SEND_AGAIN, formToken: expect.stringMatching(/^\d+\./) },
    });
    expect(await stored()).toEqual([]);
  });

  it("answers a database failure with 500 and a plain message", async () => {
    const db = getDb();
    const transaction = vi.spyOn(db, "transaction").mockImplementation(() => {
      throw new Error("connection terminated");
    });
    const reply = await handleReviewForm(submission(visitor));
    transaction.mockRestore();
    expect(reply).toMatchObject({ status: 500, body: { formError: REVIEW_UNAVAILABLE } });
    expectConsoleError(/addReview failed/);
  });
});

describe("listing and moderation", () => {
  it("lists approved reviews newest first, public fields only, with the average", async () => {
    const old = await createTestReview({ name: "Old", rating: 4, createdAt: new Date("2025-01-01T00:00:00Z") });
    const recent = await createTestReview({ name: "Recent", rating: 5, createdAt: new Date("2025-06-01T00:00:00Z") });
    await createTestReview({ name: "Hidden", rating: 1, status: "hidden", createdAt: new Date("2025-07-01T00:00:00Z") });
    const middle = await createTestReview({ name: "Middle", rating: 3, createdAt: new Date("2025-03-01T00:00:00Z") });

    const list = await listApprovedReviews();
    expect(list.success && list.data.map((review) => review.id)).toEqual([recent.id, middle.id, old.id]);
    expect(list.success && Object.keys(list.data[0]!).sort()).toEqual(
      ["createdAt", "experience", "id", "name", "property", "rating", "stayedOn", "text"].sort(),
    );
    expect(await getReviewSummary()).toEqual({ success: true, data: { count: 3, ratingSum: 12, average: 4 } });
    const all = await listAllReviews(admin);
    expect(all.success && all.data.map((review) => review.name)).toEqual(["Hidden", "Recent", "Middle", "Old"]);
  });

  it("has no average without reviews", async () => {
    expect(await getReviewSummary()).toEqual({ success: true, data: { count: 0, ratingSum: 0, average: null } });
  });

  it("hides and shows a review, recording each change", async () => {
    const review = await createTestReview({ name: "Pat" });
    expect(await hideReview(admin, review.id)).toEqual({ success: true, id: review.id });
    const list = await listApprovedReviews();
    expect(list.success && list.data).toEqual([]);
    expect(await showReview(admin, review.id)).toEqual({ success: true, id: review.id });
    const again = await listApprovedReviews();
    expect(again.success && again.data.map((item) => item.id)).toEqual([review.id]);

    const entries = await getDb().select().from(auditLog).where(eq(auditLog.subjectId, review.id));
    expect(entries.map((entry) => entry.action).sort()).toEqual(["review.hide", "review.show"]);
    expect(entries.find((entry) => entry.action === "review.hide")).toMatchObject({
      actorEmail: "admin@example.test",
      subjectType: "review",
      before: { status: "approved", name: "Pat" },
      after: { status: "hidden" },
    });
  });

  it("deletes a review for good, recording it", async () => {
    const review = await createTestReview();
    expect(await deleteReview(admin, review.id)).toEqual({ success: true, id: review.id });
    expect(await stored()).toEqual([]);
    const [entry] = await getDb().select().from(auditLog);
    expect(entry).toMatchObject({ action: "review.delete", subjectId: review.id, after: null });
  });

  it("answers Review not found for an unknown or malformed id and records nothing", async () => {
    for (const id of [missingId, "not-an-id", ""]) {
      expect(await hideReview(admin, id)).toEqual({ success: false, code: "not_found", error: REVIEW_NOT_FOUND });
      expect(await deleteReview(admin, id)).toEqual({ success: false, code: "not_found", error: REVIEW_NOT_FOUND });
    }
    expect(await getDb().select().from(auditLog)).toEqual([]);
  });
});

describe("demo testimonials", () => {
  it("seeds ten approved reviews from buyers, sellers and villa guests, once", async () => {
    expect(await seedDemoReviews(getDb())).toBe(10);
    expect(await seedDemoReviews(getDb())).toBe(0);
    const list = await listApprovedReviews();
    expect(list.success && list.data).toHaveLength(10);
    expect(new Set(list.success ? list.data.map((review) => review.experience) : [])).toEqual(new Set(["purchase", "sale", "rental", "other"]));
  });
});
