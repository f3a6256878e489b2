import { describe, expect, it } from "vitest";
import { readInvitation } from "./invitation-test-helpers";
import { writeShowingInvitation, type ShowingInvitation } from "./showing-invitation.server";

const invitation: ShowingInvitation = {
  method: "REQUEST",
  uid: "showing-0f6c@sugarapplerealty.example",
  sequence: 1,
  startsAt: new Date("2026-03-14T14:30:00Z"),
  stamp: new Date("2026-03-01T12:00:00Z"),
  summary: "Showing: Sea Grape Cottage, Cruz Bay; with a pool",
  location: "Chocolate Hole, St. John",
  organizer: { name: "Maya Charles", email: "maya@sugarapplerealty.example" },
  attendee: { name: 'Ada "AL" Lovelace, Esq.', email: "ada@example.com" },
};

describe("writeShowingInvitation", () => {
  it("writes a one-hour REQUEST that a calendar program reads back field for field", () => {
    const text = writeShowingInvitation(invitation);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(readInvitation(text)).toEqual({
      method: "REQUEST",
      version: "2.0",
      uid: invitation.uid,
      sequence: 1,
      start: "2026-03-14T14:30:00.000Z",
      end: "2026-03-14T15:30:00.000Z",
      summary: invitation.summary,
      location: invitation.location,
      organizer: "mailto:maya@sugarapplerealty.example",
      attendee: "mailto:ada@example.com",
      attendeeName: "Ada AL Lovelace, Esq.",
      status: "CONFIRMED",
      stamp: "2026-03-01T12:00:00Z",
    });
  });

  it("writes a cancellation of the same event with its status cancelled", () => {
    const text = writeShowingInvitation({ ...invitation, method: "CANCEL", sequence: 3 });
    expect(readInvitation(text)).toMatchObject({ method: "CANCEL", uid: invitation.uid, sequence: 3, status: "CANCELLED" });
  });

  it("folds a long summary without losing a character", () => {
    const summary = `Showing: ${"Villa with a very long name and accents é à ü ".repeat(4)}`.trim();
    const text = writeShowingInvitation({ ...invitation, summary });
    expect(text.split("\r\n").some((line) => line.startsWith(" "))).toBe(true);
    expect(readInvitation(text).summary).toBe(summary);
  });
});
