import { requireUser } from "~/features/accounts/index.server";
import { readOwnerStatementFile } from "~/features/owner-accounts/index.server";
import { failureText } from "~/shared/http/responses";
import type { Route } from "./+types/owner-statement-file";

/**
 * An owner's monthly statement as a file, CSV or PDF (by the address's
 * ending): the signed-in owner's own at /owner/statements/{month}/statement.csv
 * and .pdf, any owner's for the office at
 * /admin/owners/{ownerId}/statements/{month}/statement.csv and .pdf. The
 * service decides who may read which owner's statements; a month or owner
 * that is not there is 404, another owner's 403.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const office = "ownerId" in params && typeof params.ownerId === "string";
  const user = await requireUser(request, office ? "manage:owner-accounts" : "use:owner-portal");
  const ownerId = office ? (params as { ownerId: string }).ownerId : user.id;
  const kind = new URL(request.url).pathname.endsWith(".pdf") ? "pdf" : "csv";
  const result = await readOwnerStatementFile(user, ownerId, params.month, kind);
  if (!result.success) return failureText(result, result.error, { noStore: true });
  const { body, contentType, filename } = result.data;
  return new Response(typeof body === "string" ? body : new Uint8Array(body), {
    headers: {
      "Content-Type": contentType,
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
