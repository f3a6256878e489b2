import { requireLeadDesk } from "~/features/leads/index.server";
import { leadValuationFile } from "~/features/home-valuation/index.server";
import { failureText } from "~/shared/http/responses";
import type { Route } from "./+types/lead-valuation-file";

/**
 * A valuation lead's owner's copy, for the agent to read before sending it:
 * /…/leads/{id}/valuation/pdf (downloaded) and /…/leads/{id}/valuation/html
 * (the e-mail as the outbox draws it, shown). The service decides who may
 * read it: another agent's lead, or none, is a 404, as the lead's page is.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { user } = await requireLeadDesk(request);
  const format = params.format === "pdf" ? "pdf" : params.format === "html" ? "html" : null;
  if (!format) return failureText({ code: "not_found" }, "Not found", { noStore: true });
  const result = await leadValuationFile(user, params.id, format);
  if (!result.success) return failureText(result, result.error, { noStore: true });
  const { body, contentType, fileName } = result.data;
  return new Response(typeof body === "string" ? body : new Uint8Array(body), {
    headers: {
      "Content-Type": contentType,
      "Content-Disposition": `${format === "pdf" ? "attachment" : "inline"}; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
      // The e-mail's HTML is shown as sent: nothing in it runs, nothing on it is fetched but its images.
      ...(format === "html" ? { "Content-Security-Policy": "default-src 'none'; img-src https: http: data:; style-src 'unsafe-inline'; sandbox" } : {}),
    },
  });
}
