import { renderExportCalendar } from "~/features/rental-calendars/index.server";
import { failureText } from "~/shared/http/responses";
import { logger } from "~/shared/lib/logger.server";
import type { Route } from "./+types/calendar-export";

const NOT_FOUND = () => failureText({ code: "not_found" }, "Calendar not found\n");

/**
 * GET /calendar/<token>.ics — a rental's iCalendar export, public to whoever
 * holds the secret token (Airbnb, VRBO). 404 for anything else.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const match = /^(.+)\.ics$/.exec(params.file);
  if (!match) return NOT_FOUND();
  let body: string | null;
  try {
    body = await renderExportCalendar(match[1]!);
  } catch (error) {
    logger.error("Calendar export failed", { error });
    return failureText({ code: "unexpected" }, "The calendar is unavailable just now.\n", { publicRead: true, retryAfterSeconds: 300 });
  }
  if (body === null) return NOT_FOUND();
  return new Response(body, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": 'inline; filename="calendar.ics"',
      // Regenerating the address must stop it at once: nothing may keep a copy.
      "cache-control": "no-store",
      "x-robots-tag": "noindex",
    },
  });
}
