import { renderExportCalendar } from "~/features/bookings/index.server";
import { logger } from "~/shared/lib/logger.server";
import type { Route } from "./+types/calendar-export";

const NOT_FOUND = () => new Response("Calendar not found\n", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });

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
    return new Response("The calendar is unavailable just now.\n", { status: 503, headers: { "content-type": "text/plain; charset=utf-8", "retry-after": "300" } });
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
