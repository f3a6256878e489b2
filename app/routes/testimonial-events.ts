import { reviewEventStream } from "~/features/testimonials/index.server";
import type { Route } from "./+types/testimonial-events";

/** GET /testimonial/events: the live testimonials as server-sent events (public fields only), a few per client address. */
export function loader({ request, context }: Route.LoaderArgs) {
  return reviewEventStream(request, { clientAddress: context.clientAddress });
}

/** The feed is read-only: other methods get 405 with the one that works. */
export function action() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "GET" } });
}
