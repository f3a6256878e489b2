import { describe, expect, it } from "vitest";
import { getDb } from "~/shared/db/client.server";
import { getConfig } from "~/shared/config/env.server";
import { site } from "~/shared/config/site";
import { mailOutbox } from "~/features/mail/outbox.table";
import { SPAM_GUARD_FIELDS } from "~/features/spam-guard/spam-guard-fields";
import { issueFormToken, PRESS_SEND_AGAIN } from "~/features/spam-guard/spam-guard.server";
import { bookingRequests } from "~/features/stays/booking-request.table";
import { calendarBlocks, dateRange } from "~/features/rental-calendars/calendar-block.table";
import { rentalHolidayRules, rentalSeasons } from "~/features/rental-rates/rental-rates.table";
import { BOOKING_MESSAGES } from "~/features/stays/booking-rules";
import { handleBookingForm, requestBooking } from "./request-booking.server";
import { createTestRental, guest, NOW } from "./booking-test-helpers";

const stay = { ...guest, checkIn: "2027-02-01", checkOut: "2027-02-08", guests: 2 };

async function storedCount() {
  return (await getDb().select().from(bookingRequests)).length;
}

describe("requestBooking", () => {
  it("stores a pending rental request with its quote and e-mails the guest, the agent and the brokerage", async () => {
    const rental = await createTestRental({ title: "Villa Mango" });
    const result = await requestBooking({ listingId: rental.id, source: "rental" }, stay, { now: NOW });
    expect(result).toEqual({ success: true, id: expect.any(String), guestMailed: true });

    const [row] = await getDb().select().from(bookingRequests);
    expect(row).toMatchObject({
      listingId: rental.id, source: "rental", rentalSlug: null, checkIn: "2027-02-01", checkOut: "2027-02-08", guests: 2,
      guestName: guest.name, email: guest.email, phone: guest.phone, message: guest.message, status: "pending", approvedAt: null, rejectedAt: null,
    });
    expect(row!.createdAt).toBeInstanceOf(Date);
    expect(row!.quote).toEqual({
      nights: 7,
      lines: [
        { kind: "weeks", season: null, count: 1, rateCents: 300_000, amountCents: 300_000 },
        { kind: "cleaning", amountCents: 25_000 },
      ],
      lodgingCents: 300_000, feesCents: 25_000, taxRate: 0.125, taxableCents: 325_000, taxCents: 40_625, totalCents: 365_625,
    });

    const mail = await getDb().select().from(mailOutbox);
    const toGuest = mail.find((message) => message.to === guest.email)!;
    expect(toGuest.subject).toBe("Booking request received (not yet confirmed): Villa Mango");
    expect(toGuest.text).toContain("NOT yet confirmed");
    // The guest's address was typed by a visitor: nothing else they typed goes there.
    expect(toGuest.text).not.toContain(guest.name);
    expect(toGuest.text).not.toContain(guest.message);
    expect(toGuest.text).not.toMatch(/Dear/);
    const toStaff = mail.find((message) => message.to !== guest.email)!;
    expect(toStaff.to).toBe(`agent@demo.test, ${getConfig().mail.to ?? site.email}`);
    expect(toStaff.replyTo).toBe(guest.email);
    expect(toStaff.subject).toContain("New booking request: Villa Mango");
  });

  it("stores a villa page request with its rental slug", async () => {
    const rental = await createTestRental();
    const result = await requestBooking({ listingId: rental.id, source: "villa", rentalSlug: "villa-mango" }, stay, { now: NOW });
    expect(result.success).toBe(true);
    const [row] = await getDb().select().from(bookingRequests);
    expect(row).toMatchObject({ source: "villa", rentalSlug: "villa-mango" });
  });

  it.each([
    ["reversed dates", { checkIn: "2027-02-08", checkOut: "2027-02-01" }, "checkOut", BOOKING_MESSAGES.reversed],
    ["the same day twice", { checkIn: "2027-02-08", checkOut: "2027-02-08" }, "checkOut", BOOKING_MESSAGES.reversed],
    ["a past check-in", { checkIn: "2027-01-09", checkOut: "2027-01-20" }, "checkIn", BOOKING_MESSAGES.past],
    ["a stay of more than a year", { checkIn: "2027-02-01", checkOut: "2028-02-02" }, "checkOut", BOOKING_MESSAGES.tooLong],
    ["fewer nights than the minimum", { checkIn: "2027-02-01", checkOut: "2027-02-03" }, "checkOut", "This property has a minimum stay of 3 nights"],
    ["0 guests", { guests: 0 }, "guests", BOOKING_MESSAGES.guests],
    ["more guests than the maximum", { guests: 7 }, "guests", "This property sleeps at most 6 guests"],
    ["a date that does not exist", { checkIn: "2027-02-30" }, "checkIn", BOOKING_MESSAGES.dateInvalid],
    ["no check-in", { checkIn: "" }, "checkIn", BOOKING_MESSAGES.checkIn],
  ])("refuses %s with a clear message and stores nothing", async (_, change, field, message) => {
    const rental = await createTestRental();
    const result = await requestBooking({ listingId: rental.id, source: "rental" }, { ...stay, ...change }, { now: NOW });
    expect(result).toMatchObject({ success: false, error: message, fieldErrors: { [field]: message } });
    expect(result).not.toHaveProperty("unexpected");
    expect(await storedCount()).toBe(0);
    expect(await getDb().select().from(mailOutbox)).toHaveLength(0);
  });

  it("refuses an unknown, unapproved or non-rental property", async () => {
    const pending = await createTestRental({ reviewStatus: "pending" });
    const sale = await createTestRental({ kind: "sale", nightlyRate: null, maxGuests: null, minimumNights: null, listPrice: 900_000, propertyInfo: null });
    for (const listingId of ["7d0c3f5e-4c9b-4b35-9f5e-0f2d6c1b9a11", "not-a-uuid", pending.id, sale.id]) {
      const result = await requestBooking({ listingId, source: "rental" }, stay, { now: NOW });
      expect(result).toEqual({ success: false, error: BOOKING_MESSAGES.unknownProperty, code: "not_found" });
    }
    expect(await storedCount()).toBe(0);
  });

  it("refuses nights taken by an approved stay or a block, and accepts a stay from its check-out day", async () => {
    const rental = await createTestRental();
    await getDb().insert(calendarBlocks).values({ listingId: rental.id, during: dateRange("2027-02-05", "2027-02-10"), kind: "manual", summary: "Owner's week" });
    const refused = await requestBooking({ listingId: rental.id, source: "rental" }, stay, { now: NOW });
    const message = "These dates are not available: the property is booked from Fri, Feb 5, 2027 to Wed, Feb 10, 2027. Please choose other dates.";
    expect(refused).toMatchObject({ success: false, error: message, fieldErrors: { checkIn: message } });
    expect(refused.success ? "" : refused.error).not.toContain("Owner");

    const after = await requestBooking({ listingId: rental.id, source: "rental" }, { ...stay, checkIn: "2027-02-10", checkOut: "2027-02-13" }, { now: NOW });
    const before = await requestBooking({ listingId: rental.id, source: "rental" }, { ...stay, checkIn: "2027-02-01", checkOut: "2027-02-05" }, { now: NOW });
    expect([after.success, before.success]).toEqual([true, true]);
    expect(await storedCount()).toBe(2);
  });
});

describe("handleBookingForm", () => {
  function submission(fields: Record<string, string>, honeypot = "") {
    const formData = new FormData();
    for (const [name, value] of Object.entries(fields)) formData.set(name, value);
    formData.set(SPAM_GUARD_FIELDS.honeypot, honeypot);
    formData.set(SPAM_GUARD_FIELDS.token, issueFormToken({ now: NOW.getTime() - 60_000 }));
    return formData;
  }
  const fields = { ...guest, checkIn: stay.checkIn, checkOut: stay.checkOut, guests: "2" };

  it("answers 200 with the request id", async () => {
    const rental = await createTestRental();
    const reply = await handleBookingForm(submission(fields), { listingId: rental.id, source: "rental" }, { now: NOW });
    expect(reply).toMatchObject({ status: 200, body: { requested: true, name: guest.name } });
    expect(await storedCount()).toBe(1);
  });

  it("drops a filled honeypot silently", async () => {
    const rental = await createTestRental();
    const reply = await handleBookingForm(submission(fields, "http://spam.example"), { listingId: rental.id, source: "rental" }, { now: NOW });
    expect(reply).toMatchObject({ status: 200, body: { requested: true } });
    expect(await storedCount()).toBe(0);
  });

  it("sends a form that came too fast back with its values and 'Please press Send again'; nothing stored or sent", async () => {
    const rental = await createTestRental();
    const formData = submission(fields);
    formData.set(SPAM_GUARD_FIELDS.token, issueFormToken({ now: NOW.getTime() - 100 }));
    const reply = await handleBookingForm(formData, { listingId: rental.id, source: "rental" }, { now: NOW });
    expect(reply).toEqual({
      status: 400,
      body: { fieldErrors: {}, values: { ...fields, phone: guest.phone }, formError: PRESS_SEND_AGAIN, formToken: formData.get(SPAM_GUARD_FIELDS.token) },
    });
    expect(await storedCount()).toBe(0);
    expect(await getDb().select().from(mailOutbox)).toHaveLength(0);
  });

  it("is no mail relay: one form token sent ten times to ten typed addresses mails at most five of them, and stores every request for staff", async () => {
    const rental = await createTestRental();
    const formData = submission(fields);
    const replies = [];
    for (let i = 0; i < 10; i += 1) {
      formData.set("email", `target${i}@example.net`);
      formData.set("name", "Win a prize at https://spam.example");
      replies.push(await handleBookingForm(formData, { listingId: rental.id, source: "rental" }, { now: NOW, clientAddress: "203.0.113.66" }));
    }
    expect(replies.map((reply) => reply.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(replies.map((reply) => reply.status === 200 && reply.body.guestMailed)).toEqual([true, true, true, true, true, false, false, false, false, false]);
    expect(await storedCount()).toBe(10);

    const mail = await getDb().select().from(mailOutbox);
    const toTyped = mail.filter((message) => message.to.startsWith("target"));
    expect(toTyped).toHaveLength(5);
    for (const message of toTyped) expect(message.text).not.toContain("spam.example");
    const toStaff = mail.filter((message) => !message.to.startsWith("target"));
    expect(toStaff).toHaveLength(10);
    expect(toStaff.at(-1)!.text).toContain("The guest was NOT sent a confirmation");
  });

  it("mails one typed address at most three times an hour, whichever addresses the requests come from", async () => {
    const rental = await createTestRental();
    const replies = [];
    for (let i = 0; i < 4; i += 1) {
      replies.push(await handleBookingForm(submission(fields), { listingId: rental.id, source: "rental" }, { now: NOW, clientAddress: `198.51.100.${i}` }));
    }
    expect(replies.map((reply) => reply.status === 200 && reply.body.guestMailed)).toEqual([true, true, true, false]);
    expect(await storedCount()).toBe(4);
    expect((await getDb().select().from(mailOutbox)).filter((message) => message.to === guest.email)).toHaveLength(3);
  });

  it("answers 400 with the fields and values for bad input, and 404 for an unknown property", async () => {
    const rental = await createTestRental();
    const bad = await handleBookingForm(submission({ ...fields, guests: "0", email: "nope" }), { listingId: rental.id, source: "rental" }, { now: NOW });
    expect(bad).toMatchObject({ status: 400, body: { fieldErrors: { guests: BOOKING_MESSAGES.guests, email: "Please enter a valid e-mail address" }, values: { guests: "0" } } });
    const reversed = await handleBookingForm(submission({ ...fields, checkIn: "2027-02-08", checkOut: "2027-02-01" }), { listingId: rental.id, source: "rental" }, { now: NOW });
    expect(reversed).toMatchObject({ status: 400, body: { formError: BOOKING_MESSAGES.reversed, fieldErrors: { checkOut: BOOKING_MESSAGES.reversed } } });
    const unknown = await handleBookingForm(submission(fields), null, { now: NOW });
    expect(unknown).toMatchObject({ status: 404, body: { formError: BOOKING_MESSAGES.unknownProperty } });
    expect(await storedCount()).toBe(0);
  });
});

describe("requestBooking with seasons", () => {
  async function seasonalRental() {
    const rental = await createTestRental({ title: "Villa Seasons" });
    await getDb().insert(rentalSeasons).values([
      { listingId: rental.id, name: "Winter high season", firstNight: "2027-02-01", lastNight: "2027-02-28", nightlyCents: 80_000, weeklyCents: null, minimumNights: 5, checkInDays: [] },
      { listingId: rental.id, name: "Summer", firstNight: "2027-06-01", lastNight: "2027-08-31", nightlyCents: 40_000, minimumNights: 3, checkInDays: [6] },
    ]);
    await getDb().insert(rentalHolidayRules).values({ listingId: rental.id, name: "Carnival", firstNight: "2027-02-20", lastNight: "2027-02-25", minimumNights: 7 });
    return rental;
  }

  it("refuses a stay shorter than its season's minimum, in words, and stores nothing", async () => {
    const rental = await seasonalRental();
    const result = await requestBooking({ listingId: rental.id, source: "rental" }, { ...stay, checkIn: "2027-02-02", checkOut: "2027-02-05" }, { now: NOW });
    const message = "Winter high season: stays starting between February 1 and February 28, 2027 are at least 5 nights.";
    expect(result).toEqual({ success: false, error: message, fieldErrors: { checkOut: message } });
    expect(await storedCount()).toBe(0);
  });

  it("refuses a check-in on a day the season does not allow, and a stay under a holiday rule's minimum", async () => {
    const rental = await seasonalRental();
    // June 2, 2027 is a Wednesday; the summer season starts stays on Saturdays.
    const wednesday = await requestBooking({ listingId: rental.id, source: "rental" }, { ...stay, checkIn: "2027-06-02", checkOut: "2027-06-09" }, { now: NOW });
    expect(wednesday).toMatchObject({ success: false, error: "Summer: stays starting between June 1 and August 31, 2027 check in on a Saturday.", fieldErrors: { checkIn: expect.any(String) } });
    const carnival = await requestBooking({ listingId: rental.id, source: "rental" }, { ...stay, checkIn: "2027-02-21", checkOut: "2027-02-27" }, { now: NOW });
    expect(carnival).toMatchObject({ success: false, error: "Carnival: stays starting between February 20 and February 25, 2027 are at least 7 nights." });
    expect(await storedCount()).toBe(0);
  });

  it("stores the quote priced by season as the server computed it", async () => {
    const rental = await seasonalRental();
    // Jan 29-31 at the base rate ($500), Feb 1-4 in winter ($800); the base minimum of 3 nights applies to a January start.
    const result = await requestBooking({ listingId: rental.id, source: "rental" }, { ...stay, checkIn: "2027-01-29", checkOut: "2027-02-05" }, { now: NOW });
    expect(result.success).toBe(true);
    const [row] = await getDb().select().from(bookingRequests);
    expect(row!.quote!.lines.slice(0, 2)).toEqual([
      { kind: "nights", season: null, count: 3, rateCents: 50_000, amountCents: 150_000 },
      { kind: "nights", season: "Winter high season", count: 4, rateCents: 80_000, amountCents: 320_000 },
    ]);
    expect(row!.quote!.totalCents).toBe(150_000 + 320_000 + 25_000 + Math.round((150_000 + 320_000 + 25_000) * 0.125));
  });
});
