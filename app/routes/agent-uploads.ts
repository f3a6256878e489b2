import { requireApiUser } from "~/features/accounts/index.server";
import { handlePhotoUpload } from "~/features/media/index.server";
import type { Route } from "./+types/agent-uploads";

/**
 * POST /agent/uploads: one listing photo per request, for active agents
 * (JSON answers, 401/403 from requireApiUser). The body limit for this path
 * (15 MB plus multipart overhead) is set in server/main.ts.
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireApiUser(request, "upload:listing-photos");
  if (request.method !== "POST") return Response.json({ success: false, error: "Method not allowed" }, { status: 405 });
  const reply = await handlePhotoUpload(user, request);
  return Response.json(reply.body, { status: reply.status });
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireApiUser(request, "upload:listing-photos");
  return Response.json({ success: false, error: "Method not allowed" }, { status: 405 });
}
