import { countArticleView } from "~/features/blog/index.server";
import { failureStatus } from "~/shared/http/failure-status";
import { throwMethodNotAllowed } from "~/shared/http/responses";
import type { Route } from "./+types/blog-view";

/**
 * POST /blog/:id/view: the article page's island counts its visit here and
 * learns the counts to show and whether this browser likes the post. JSON,
 * never stored by any cache.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  if (request.method !== "POST") throwMethodNotAllowed();
  const result = await countArticleView(params.id, request.headers.get("Cookie"), { clientAddress: context.clientAddress });
  const headers = { "Cache-Control": "no-store" };
  if (!result.success) return Response.json({ success: false, error: result.error }, { status: failureStatus(result), headers });
  return Response.json({ success: true, ...result.data }, { headers });
}

export function loader(): never {
  throwMethodNotAllowed();
}
