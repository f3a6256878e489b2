import { requireBuyer } from "~/features/accounts/index.server";
import { exportBuyerData } from "~/features/buyer-data/index.server";
import { throwFailure } from "~/shared/http/failure-status";
import type { Route } from "./+types/account-data";

/**
 * GET /account-data.json: "Download my data" on /account/privacy. Everything
 * the site holds about the signed-in buyer as a JSON attachment; the same
 * access rule as every /account page.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireBuyer(request);
  const result = await exportBuyerData(user.id);
  if (!result.success) throwFailure(result);
  const day = result.data.exportedAt.slice(0, 10);
  return new Response(`${JSON.stringify(result.data, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="sugar-apple-my-data-${day}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}
