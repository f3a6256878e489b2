/** Every message calendar sync shows to an owner, in one place (the tests use them too). */
export const CALENDAR_MESSAGES = {
  feedEmpty: "The calendar address returned nothing: no calendar data.",
  feedIsWebPage:
    "The calendar address returned a web page, not a calendar. Copy the calendar export (iCal) link from Airbnb or VRBO; it usually ends in .ics.",
  feedNotCalendar: "The calendar address did not return a calendar (iCalendar data starts with BEGIN:VCALENDAR).",
  feedIncomplete: "The calendar is incomplete: it ends before END:VCALENDAR, so nothing was changed.",
  feedTooLarge: "The calendar is larger than 2 MB, so it was not imported.",
  feedTimeout: "The calendar address did not answer within 10 seconds.",
  feedUnreachable: "The calendar address could not be reached",
  feedPrivateAddress: "The calendar address points to a private network address; use the public link Airbnb or VRBO gives you.",
  feedTooManyRedirects: "The calendar address redirected too many times.",
  feedHttpStatus: "The calendar address answered with HTTP status",
  feedNotSaved: "The calendar was read but could not be saved just now; it will be tried again.",
  urlRequired: "Enter the calendar's address.",
  urlInvalid: "Enter a full web address starting with https:// or http://.",
  urlCredentials: "The address must not contain a user name or password.",
  urlTooLong: "The address is too long (at most 2000 characters).",
  urlOwnExport: "That is this site's own export address; importing it would block the rental's dates against themselves.",
  urlDuplicate: "This rental already imports that calendar.",
  labelTooLong: "The label is too long (at most 60 characters).",
  rentalNotFound: "Rental not found",
  feedNotFound: "That import calendar no longer exists.",
} as const;

export const FEED_MAX_BYTES = 2 * 1024 * 1024;
export const FEED_TIMEOUT_MS = 10_000;
export const FEED_URL_MAX_LENGTH = 2000;
export const FEED_LABEL_MAX_LENGTH = 60;
