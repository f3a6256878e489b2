import { data } from "react-router";
import { recordPageView } from "~/features/analytics/index.server";
import { beaconAnswer } from "~/shared/http/responses";
import type { Route } from "./+types/analytics-pageview";

/**
 * Beacon endpoint for first-party page views; always answers quickly. A
 * client over its limit is answered 204 like any other, unrecorded: nobody
 * reads a beacon's answer, and a 429 would only show as an error in the
 * reader's browser console.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: "Method not allowed" }, { status: 405 });
  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    return data({ error: "Invalid page view" }, { status: 400 });
  }
  const result = await recordPageView(body, { clientAddress: context.clientAddress });
  return beaconAnswer(result);
}

export function loader() {
  return data({ error: "Method not allowed" }, { status: 405 });
}
