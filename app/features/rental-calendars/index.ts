/** What other parts of the app may use of rental-calendars (safe in the browser); everything else is internal to it. */
export { CALENDAR_MESSAGES, FEED_LABEL_MAX_LENGTH, FEED_URL_MAX_LENGTH } from "./calendar-messages";
export { calendarHtml, calendarIntro, calendarPagerHtml, type CalendarView } from "./ui/availability-html";
export { utcStamp } from "./calendar-dates";
export { CRLF, escapeText, foldLine } from "./ics-text";
