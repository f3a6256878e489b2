import { requireApiUser } from "~/features/accounts/index.server";
import { handlePhotoUpload } from "~/features/media/index.server";
import type { Route } from "./+types/admin-uploads";

/**
 * POST /admin/uploads: one image per request (multipart field "photo") for
 * administrators, used by the blog editor's cover upload and an owner's expense receipt. Same pipeline and
 * signed receipt as the agents' /agent/uploads; JSON answers, 401/403 from
 * requireApiUser. The body limit for this path is set in server/main.ts.
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireApiUser(request, "upload:blog-images");
  if (request.method !== "POST") return Response.json({ success: false, error: "Method not allowed" }, { status: 405 });
  const reply = await handlePhotoUpload(user, request);
  return Response.json(reply.body, { status: reply.status });
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireApiUser(request, "upload:blog-images");
  return Response.json({ success: false, error: "Method not allowed" }, { status: 405 });
}
