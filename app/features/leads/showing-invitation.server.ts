import { CRLF, escapeText, foldLine, utcStamp } from "~/features/rental-calendars";

const PRODUCT_ID = "-//Sugar Apple Realty//Showings 1.0//EN";
/** A showing is booked for an hour. */
export const SHOWING_LENGTH_MS = 60 * 60 * 1000;

export type ShowingInvitation = {
  /** REQUEST for a new or moved showing, CANCEL when it is called off. */
  method: "REQUEST" | "CANCEL";
  /** The same for every message about one showing, so calendars update one event. */
  uid: string;
  /** Raised with every change; a calendar ignores a message older than what it has. */
  sequence: number;
  startsAt: Date;
  stamp: Date;
  summary: string;
  location: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
};

/** A person as a CAL-ADDRESS with its common name (quoted, since a name may hold commas or colons). */
function person(property: string, who: { name: string; email: string }, params: string[] = []): string {
  const name = who.name.replace(/["\r\n]/g, "").trim();
  const all = [...(name ? [`CN="${name}"`] : []), ...params];
  return `${[property, ...all].join(";")}:mailto:${who.email}`;
}

/**
 * One showing as an iTIP message (RFC 5545 / RFC 5546): a VCALENDAR with
 * METHOD REQUEST or CANCEL and one VEVENT in UTC, CRLF line endings, lines
 * folded at 75 octets and TEXT values escaped.
 */
export function writeShowingInvitation(invitation: ShowingInvitation): string {
  const end = new Date(invitation.startsAt.getTime() + SHOWING_LENGTH_MS);
  const lines = [
    "BEGIN:VCALENDAR",
    `PRODID:${PRODUCT_ID}`,
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    `METHOD:${invitation.method}`,
    "BEGIN:VEVENT",
    `UID:${escapeText(invitation.uid)}`,
    `SEQUENCE:${invitation.sequence}`,
    `DTSTAMP:${utcStamp(invitation.stamp)}`,
    `DTSTART:${utcStamp(invitation.startsAt)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeText(invitation.summary)}`,
    `LOCATION:${escapeText(invitation.location)}`,
    person("ORGANIZER", invitation.organizer),
    person("ATTENDEE", invitation.attendee, ["ROLE=REQ-PARTICIPANT", "PARTSTAT=NEEDS-ACTION", "RSVP=TRUE"]),
    `STATUS:${invitation.method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
