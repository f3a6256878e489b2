import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { requireUser } from "~/features/accounts/index.server";
import { readExpenseReceipt } from "~/features/owner-accounts/index.server";
import { failureText } from "~/shared/http/responses";
import type { Route } from "./+types/owner-receipt";

/**
 * An expense's receipt image, as its statement links it: the signed-in
 * owner's own at /owner/receipts/{expenseId}, any owner's for the office at
 * /admin/owners/{ownerId}/receipts/{expenseId}. The service decides who may
 * read that owner's statements; an expense that is not there, has no
 * receipt or is someone else's is the same 404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const office = "ownerId" in params && typeof params.ownerId === "string";
  const user = await requireUser(request, office ? "manage:owner-accounts" : "use:owner-portal");
  const ownerId = office ? (params as { ownerId: string }).ownerId : user.id;
  const result = await readExpenseReceipt(user, ownerId, params.expenseId);
  if (!result.success) return failureText(result, result.error, { noStore: true });
  const { body, contentType, size } = result.data;
  // The type is the stored key's, never sniffed: the server sends `X-Content-Type-Options: nosniff` with every answer
  // (server/security-headers.ts). No cache keeps it, as every signed-in answer (server/private-cache.ts).
  const headers: Record<string, string> = { "Content-Type": contentType, "Cache-Control": "private, no-store" };
  if (size !== undefined) headers["Content-Length"] = String(size);
  return new Response(Readable.toWeb(body) as WebReadableStream<Uint8Array> as ReadableStream<Uint8Array>, { headers });
}
