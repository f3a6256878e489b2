import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingRequests } from "~/features/stays/booking-request.table";
import { createTestAdmin, createTestRental } from "~/features/booking-requests/booking-test-helpers";
import { calendarBlocks, dateRange } from "~/features/rental-calendars/calendar-block.table";
import { decideBookingRequest } from "~/features/booking-requests/decide-booking-request.server";
import { mailOutbox } from "~/features/mail/outbox.table";
import { getDb } from "~/shared/db/client.server";
import { addDays, todayOnIsland } from "~/shared/dates/island-days";
import { rentalArrivalNotes } from "./arrival-notes.table";
import { queueStayMail, runStayMail } from "./stay-mail-job.server";
import { stayMessages } from "./stay-message.table";

const NOW = new Date("2027-01-10T15:00:00Z");
const today = todayOnIsland(NOW);
const day = (offset: number) => addDays(today, offset);
const HOUR = 60 * 60 * 1000;

/** A stay at `listingId` for a guest of its own address, approved (with its block) unless told otherwise. */
async function stay(listingId: string, email: string, checkIn: string, checkOut: string, status: "approved" | "pending" = "approved") {
  const db = getDb();
  const [row] = await db
    .insert(bookingRequests)
    .values({ listingId, source: "rental", checkIn, checkOut, guests: 2, guestName: "Guest Person", email, status, approvedAt: status === "approved" ? NOW : null })
    .returning({ id: bookingRequests.id });
  if (status === "approved") await db.insert(calendarBlocks).values({ listingId, during: dateRange(checkIn, checkOut), kind: "stay", bookingRequestId: row!.id });
  return row!.id;
}

const mailTo = (to: string) => getDb().select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe("the pre-arrival e-mail", () => {
  it("goes once to the guest of each approved stay checking in within the set days, with the rental's arrival notes", async () => {
    const rental = await createTestRental({ title: "Villa Arrival" });
    await getDb().insert(rentalArrivalNotes).values({
      listingId: rental.id,
      ferry: "Take the 3 PM ferry from Red Hook.",
      car: "",
      directions: "Turn left at the blue mailbox.",
      checkIn: "Lockbox code 2611.",
    });
    await stay(rental.id, "soon@example.com", day(3), day(8));
    await stay(rental.id, "today@example.com", day(0), day(2));
    await stay(rental.id, "later@example.com", day(12), day(15));
    await stay(rental.id, "pending@example.com", day(9), day(11), "pending");
    await stay(rental.id, "past@example.com", day(-4), day(-1));

    const first = await queueStayMail(NOW);
    expect(first.preArrival).toBe(2);
    const [mail] = await mailTo("soon@example.com");
    expect(mail).toMatchObject({ subject: "Getting to Villa Arrival: your arrival details", status: "queued" });
    expect(mail!.text).toContain("Ferry\nTake the 3 PM ferry from Red Hook.");
    expect(mail!.text).toContain("Directions\nTurn left at the blue mailbox.");
    expect(mail!.text).toContain("Check-in\nLockbox code 2611.");
    // An empty section is left out rather than shown without words.
    expect(mail!.text).not.toMatch(/^Car$/m);
    expect(await mailTo("today@example.com")).toHaveLength(1);
    const arrivalMails = async (guest: string) => (await mailTo(guest)).filter((row) => row.subject.startsWith("Getting to"));
    for (const guest of ["later@example.com", "pending@example.com", "past@example.com"]) expect(await arrivalMails(guest)).toEqual([]);

    // Later runs, as often as they come, add nothing for those stays; the later stay gets its mail when its day comes.
    expect((await queueStayMail(NOW)).preArrival).toBe(0);
    expect((await queueStayMail(new Date(NOW.getTime() + 5 * 24 * HOUR))).preArrival).toBe(1);
    expect(await mailTo("soon@example.com")).toHaveLength(1);
    expect(await arrivalMails("later@example.com")).toHaveLength(1);
  });

  it("never goes to a stay cancelled before its day, and two runs at once queue one mail", async () => {
    const admin = await createTestAdmin();
    const rental = await createTestRental({ title: "Villa Twice" });
    const cancelled = await stay(rental.id, "cancelled@example.com", day(2), day(5));
    expect(await decideBookingRequest({ ...admin, email: "admin@example.test" }, cancelled, "cancelled")).toMatchObject({ success: true });
    await stay(rental.id, "race@example.com", day(6), day(9));

    const runs = await Promise.all([queueStayMail(NOW), queueStayMail(NOW)]);
    expect(runs.map((run) => run.preArrival).reduce((a, b) => a + b, 0)).toBe(1);
    expect(await mailTo("race@example.com")).toHaveLength(1);
    expect((await mailTo("cancelled@example.com")).filter((mail) => mail.subject.startsWith("Getting to"))).toEqual([]);
  });
});

describe("the job's schedule", () => {
  it("runs once across processes within the hour: a second claim gets nothing, the next hour's run finds nothing new to send", async () => {
    const rental = await createTestRental({ title: "Villa Schedule" });
    await stay(rental.id, "schedule@example.com", day(1), day(4));
    const at = new Date("2027-01-10T18:00:00Z");
    const [a, b] = await Promise.all([runStayMail(at), runStayMail(at)]);
    expect([a, b].filter((report) => report === null)).toHaveLength(1);
    expect(await runStayMail(new Date(at.getTime() + 10 * 60 * 1000))).toBeNull();
    expect(await runStayMail(new Date(at.getTime() + HOUR))).toEqual({ preArrival: 0, reviewRequests: expect.any(Number) });
    expect(await mailTo("schedule@example.com")).toHaveLength(1);
    const [record] = await getDb().select().from(stayMessages).where(eq(stayMessages.kind, "pre_arrival")).limit(1);
    expect(record).toBeDefined();
  });
});

describe("the review request", () => {
  it("goes the day after check-out, once, with a personal link; not to cancelled stays, not before check-out, not for stays long over", async () => {
    const admin = await createTestAdmin();
    const rental = await createTestRental({ title: "Villa After" });
    await stay(rental.id, "yesterday@example.com", day(-5), day(-1));
    await stay(rental.id, "leaving-today@example.com", day(-1), day(0));
    await stay(rental.id, "long-ago@example.com", day(-40), day(-30));
    const cancelled = await stay(rental.id, "cancelled-after@example.com", day(-9), day(-6));
    expect(await decideBookingRequest({ ...admin, email: "admin@example.test" }, cancelled, "cancelled")).toMatchObject({ success: true });

    expect((await queueStayMail(NOW)).reviewRequests).toBe(1);
    const [mail] = await mailTo("yesterday@example.com");
    expect(mail!.subject).toBe("How was Villa After?");
    const link = /\/stay-review\/([A-Za-z0-9_-]{43})/.exec(mail!.text);
    expect(link).not.toBeNull();
    // The token is a secret the outbox forgets once the message is sent.
    expect(mail!.secrets).toEqual([link![1]]);
    for (const guest of ["leaving-today@example.com", "long-ago@example.com", "cancelled-after@example.com"]) {
      expect((await mailTo(guest)).filter((row) => row.subject.startsWith("How was"))).toEqual([]);
    }
    expect((await queueStayMail(NOW)).reviewRequests).toBe(0);
    // The guest leaving today gets theirs tomorrow.
    expect((await queueStayMail(new Date(NOW.getTime() + 24 * HOUR))).reviewRequests).toBe(1);
    expect(await mailTo("yesterday@example.com")).toHaveLength(1);
  });
});
