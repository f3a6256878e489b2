import { data, redirect, useActionData } from "react-router";
import { requireUser } from "~/features/accounts/index.server";
import { ListingUpkeepPage, type UpkeepFailure } from "~/features/listing-upkeep/components";
import { getListingUpkeep, handleUpkeepAction, upkeepNotice } from "~/features/listing-upkeep/index.server";
import { OpenHouseManager, type OpenHouseFailure } from "~/features/open-houses/components";
import { handleOpenHouseAction, listStaffOpenHouses } from "~/features/open-houses/index.server";
import { readFormData } from "~/shared/forms/parse-form";
import { throwFailure } from "~/shared/http/failure-status";
import adminStylesHref from "~/styles/admin.css?url";
import agentStylesHref from "~/styles/agent.css?url";
import upkeepStylesHref from "~/styles/listing-upkeep.css?url";
import type { Route } from "./+types/listing-edit";

/**
 * /admin/admindashboard/listings/:id/edit: an administrator keeps any
 * approved listing current: price and status (`intent=market`), text and
 * photos (`intent=revise`), both live at once; and the open houses of the
 * brokerage's own sales (`intent=add-open-house`, `intent=remove-open-house`).
 * Administrators only.
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: adminStylesHref },
  { rel: "stylesheet", href: agentStylesHref },
  { rel: "stylesheet", href: upkeepStylesHref },
];

export const meta: Route.MetaFunction = () => [{ title: "Keep a listing current | Admin dashboard" }, { name: "robots", content: "noindex" }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request, "review:listings");
  const [result, openHouses] = await Promise.all([getListingUpkeep(user, params.id), listStaffOpenHouses(user, params.id)]);
  if (!result.success) throwFailure(result);
  const ownSale = result.data.kind === "sale" && !result.data.fromMls && openHouses.success;
  return { upkeep: result.data, notice: await upkeepNotice(new URL(request.url).searchParams.get("saved"), user, result.data.id), openHouses: ownSale ? openHouses.data : null };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request, "review:listings");
  const form = await readFormData(request);
  const intent = form.get("intent");
  const answer = intent === "add-open-house" || intent === "remove-open-house" ? await handleOpenHouseAction(user, params.id, form) : await handleUpkeepAction(user, params.id, form);
  if ("done" in answer) return redirect(`/admin/admindashboard/listings/${encodeURIComponent(params.id)}/edit?saved=${answer.done}`, { status: 303 });
  if (answer.status === 404 || answer.status >= 500) throwFailure({ code: answer.status === 404 ? "not_found" : "unexpected" });
  return data<UpkeepFailure | OpenHouseFailure>(answer.body, { status: answer.status });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const reply = useActionData<typeof action>() ?? null;
  const failure = reply && reply.intent !== "open-house" ? reply : null;
  const openHouseFailure = reply && reply.intent === "open-house" ? reply : null;
  const { openHouses } = loaderData;
  return (
    <ListingUpkeepPage
      listing={loaderData.upkeep}
      failure={failure}
      openHouses={openHouses ? <OpenHouseManager openHouses={openHouses} failure={openHouseFailure} /> : undefined}
      notice={loaderData.notice}
      back={{ href: `/admin/admindashboard?review=${loaderData.upkeep.id}`, label: "Review queue" }}
    />
  );
}
