import ICAL from "ical.js";

/** An invitation as ical.js reads it, for tests: what a calendar program would take from it. */
export function readInvitation(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent("vevent");
  if (!event) throw new Error("No VEVENT in the invitation");
  const parsed = new ICAL.Event(event);
  const address = (name: string) => String(event.getFirstPropertyValue(name) ?? "");
  return {
    method: String(calendar.getFirstPropertyValue("method")),
    version: String(calendar.getFirstPropertyValue("version")),
    uid: parsed.uid,
    sequence: parsed.sequence,
    start: parsed.startDate.toJSDate().toISOString(),
    end: parsed.endDate.toJSDate().toISOString(),
    summary: parsed.summary,
    location: parsed.location,
    organizer: address("organizer"),
    attendee: address("attendee"),
    attendeeName: String(event.getFirstProperty("attendee")?.getParameter("cn") ?? ""),
    status: String(event.getFirstPropertyValue("status")),
    stamp: String(event.getFirstPropertyValue("dtstamp")),
  };
}
