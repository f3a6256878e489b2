import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingRequests } from "~/features/stays/booking-request.table";
import { createTestRental } from "~/features/booking-requests/booking-test-helpers";
import { calendarBlocks, dateRange } from "~/features/rental-calendars/calendar-block.table";
import { mailOutbox } from "~/features/mail/outbox.table";
import { listRentalReviews } from "~/features/testimonials/index.server";
import { reviews } from "~/features/testimonials/review.table";
import { getDb } from "~/shared/db/client.server";
import { addDays, todayOnIsland } from "~/shared/dates/island-days";
import { queueStayMail } from "~/features/stay-mail/stay-mail-job.server";
import { REVIEW_LINK_DAYS, STAY_REVIEW_MESSAGES, checkReviewInvitation, handleStayReviewForm, submitStayReview } from "./review-link.server";

const NOW = new Date("2027-01-10T15:00:00Z");
const today = todayOnIsland(NOW);

/** A stay of `email` at a new rental that ended yesterday, and the token of the link its review request carries. */
async function pastStayWithLink(email: string, title: string) {
  const rental = await createTestRental({ title });
  const checkIn = addDays(today, -6);
  const [row] = await getDb()
    .insert(bookingRequests)
    .values({ listingId: rental.id, source: "rental", checkIn, checkOut: addDays(today, -1), guests: 2, guestName: "Guest Person", email, status: "approved", approvedAt: NOW })
    .returning({ id: bookingRequests.id });
  await getDb().insert(calendarBlocks).values({ listingId: rental.id, during: dateRange(checkIn, addDays(today, -1)), kind: "stay", bookingRequestId: row!.id });
  await queueStayMail(NOW);
  const [mail] = await getDb().select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const token = /\/stay-review\/([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
  return { rental, checkIn, token };
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe("a review written through a stay's link", () => {
  it("is stored as a verified stay of that rental with the stay's check-in day, shown on the rental, and the link works once", async () => {
    const { rental, checkIn, token } = await pastStayWithLink("verified@example.com", "Villa Verified");
    expect(await checkReviewInvitation(token)).toEqual({
      state: "valid",
      stay: { propertyName: "Villa Verified", propertyPath: expect.stringMatching(/^\/rental\//), checkIn, checkOut: addDays(today, -1) },
    });
    const reply = await handleStayReviewForm(token, form({ name: "Ines P.", rating: "5", text: "Wonderful week, the pool was spotless and the view unforgettable." }), NOW);
    expect(reply).toEqual({ status: 200, body: { saved: true, held: false, propertyName: "Villa Verified", propertyPath: expect.any(String) } });
    const [stored] = await getDb().select().from(reviews).where(eq(reviews.listingId, rental.id));
    expect(stored).toMatchObject({ name: "Ines P.", rating: 5, experience: "rental", property: "Villa Verified", stayedOn: checkIn, status: "approved" });
    const shown = await listRentalReviews(rental.id);
    expect(shown.reviews.map((review) => [review.name, review.stayedOn])).toEqual([["Ines P.", checkIn]]);
    expect(shown.summary).toMatchObject({ count: 1, average: 5 });

    // Used: the page says so, and a second submission stores nothing.
    expect(await checkReviewInvitation(token)).toEqual({ state: "used" });
    const again = await handleStayReviewForm(token, form({ name: "Ines P.", rating: "1", text: "Trying to write a second review of the same stay." }), NOW);
    expect(again).toMatchObject({ status: 410, body: { formError: STAY_REVIEW_MESSAGES.used, linkProblem: true } });
    expect(await getDb().select().from(reviews).where(eq(reviews.listingId, rental.id))).toHaveLength(1);
  });

  it("holds a review with a link in it for an administrator: stored pending, not shown on the rental", async () => {
    const { rental, token } = await pastStayWithLink("linky@example.com", "Villa Linky");
    const reply = await handleStayReviewForm(token, form({ name: "Spam Bot", rating: "5", text: "Great stay! Find cheaper villas at www.cheap-villas.example and save." }), NOW);
    expect(reply).toMatchObject({ status: 200, body: { saved: true, held: true } });
    const [stored] = await getDb().select().from(reviews).where(eq(reviews.listingId, rental.id));
    expect(stored!.status).toBe("pending");
    expect((await listRentalReviews(rental.id)).reviews).toEqual([]);
  });

  it("refuses bad input without spending the link, and an unknown or malformed token with a clear message", async () => {
    const { token } = await pastStayWithLink("careful@example.com", "Villa Careful");
    const bad = await handleStayReviewForm(token, form({ name: "", rating: "7", text: "short" }), NOW);
    expect(bad.status).toBe(400);
    expect(Object.keys("fieldErrors" in bad.body ? bad.body.fieldErrors : {}).sort()).toEqual(["name", "rating", "text"]);
    expect(await checkReviewInvitation(token)).toMatchObject({ state: "valid" });

    expect(await checkReviewInvitation("not-a-token")).toEqual({ state: "invalid" });
    expect(await checkReviewInvitation("A".repeat(43))).toEqual({ state: "invalid" });
    expect(await submitStayReview("A".repeat(43), { name: "X Y", rating: 4, text: "A perfectly fine review text." }, NOW)).toEqual({
      success: false,
      code: "not_found",
      error: STAY_REVIEW_MESSAGES.invalid,
    });
  });

  it("expires 90 days after the stay's last day: the page says so and a review is refused", async () => {
    const { rental, token } = await pastStayWithLink("late@example.com", "Villa Late");
    const lastDayPlus = (days: number) => new Date(`${addDays(addDays(today, -1), days)}T15:00:00Z`);
    expect(await checkReviewInvitation(token, lastDayPlus(REVIEW_LINK_DAYS))).toMatchObject({ state: "valid" });
    expect(await checkReviewInvitation(token, lastDayPlus(REVIEW_LINK_DAYS + 1))).toEqual({ state: "expired" });
    const input = form({ name: "Late L.", rating: "5", text: "We forgot to write this for months, sorry, it was lovely." });
    expect(await handleStayReviewForm(token, input, lastDayPlus(REVIEW_LINK_DAYS + 1))).toMatchObject({
      status: 410,
      body: { formError: STAY_REVIEW_MESSAGES.expired, linkProblem: true },
    });
    expect(await getDb().select().from(reviews).where(eq(reviews.listingId, rental.id))).toEqual([]);
  });

  it("two submissions of one link at once store exactly one review", async () => {
    const { rental, token } = await pastStayWithLink("double@example.com", "Villa Double");
    const input = { name: "Twice T.", rating: "4", text: "Lovely place, we would happily come back next winter." };
    const replies = await Promise.all([handleStayReviewForm(token, form(input), NOW), handleStayReviewForm(token, form(input), NOW)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 410]);
    expect(await getDb().select().from(reviews).where(eq(reviews.listingId, rental.id))).toHaveLength(1);
  });
});
