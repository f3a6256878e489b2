import { reviewEventStream } from "~/features/testimonials/review-event-stream.server";
import type { Route } from "./+types/testimonial-events";

/** GET /testimonial/events: the live testimonials as server-sent events (public fields only). */
export function loader({ request }: Route.LoaderArgs) {
  return reviewEventStream(request);
}

/** The feed is read-only: other methods get 405 with the one that works. */
export function action() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET" } });
}
