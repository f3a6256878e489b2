import { useEffect, useRef } from "react";
import { data, Form, redirect, useActionData, useNavigation } from "react-router";
import { requireUser } from "~/features/accounts/index.server";
import { getEditableListing, handleAgentListingEdit, withdrawAgentListing } from "~/features/listing-submissions/index.server";
import { AgentListingForm } from "~/features/listing-submissions/components";
import { getListingUpkeep, handleUpkeepAction, upkeepNotice } from "~/features/listing-upkeep/index.server";
import { ListingUpkeepPage, type UpkeepFailure } from "~/features/listing-upkeep/components";
import upkeepStylesHref from "~/styles/listing-upkeep.css?url";
import { handleOpenHouseAction, listStaffOpenHouses } from "~/features/open-houses/index.server";
import { OpenHouseManager, type OpenHouseFailure } from "~/features/open-houses/components";
import { readFormData } from "~/shared/forms/parse-form";
import agentStylesHref from "~/styles/agent.css?url";
import type { Route } from "./+types/edit-listing";
import { ConfirmStep } from "~/shared/ui/confirm-step";
import { throwFailure } from "~/shared/http/failure-status";
import { sendReply, sendReplyOrErrorPage } from "~/shared/http/reply";

/**
 * /agent/agentdashboard/listings/:id/edit: the agent's own listing. While it
 * is pending or rejected, saving sends it back to pending; `intent=withdraw`
 * deletes it after a confirmation (a dialog with JavaScript, the
 * `?withdraw=1` step without). Once approved, the agent keeps it current
 * (`intent=market`: price and status, live at once; `intent=revise`: text
 * and photos, to review). Anyone else's listing: 404.
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: agentStylesHref },
  { rel: "stylesheet", href: upkeepStylesHref },
];

export const meta: Route.MetaFunction = () => [{ title: "Edit listing | Sugar Apple Realty" }, { name: "robots", content: "noindex" }];

const DASHBOARD = "/agent/agentdashboard";

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request, "view:agent-dashboard");
  const search = new URL(request.url).searchParams;
  const result = await getEditableListing(user, params.id);
  if (result.success) return { mode: "edit" as const, listing: result.data, confirming: search.get("withdraw") === "1" };
  if (result.code !== "not_found") throwFailure(result);
  const [upkeep, openHouses] = await Promise.all([getListingUpkeep(user, params.id), listStaffOpenHouses(user, params.id)]);
  if (!upkeep.success) throwFailure(upkeep);
  // The brokerage's own sales take open houses here; the MLS's come from the feed, rentals have none.
  const ownSale = upkeep.data.kind === "sale" && !upkeep.data.fromMls && openHouses.success;
  return { mode: "upkeep" as const, upkeep: upkeep.data, notice: await upkeepNotice(search.get("saved"), user, upkeep.data.id), openHouses: ownSale ? openHouses.data : null };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request, "view:agent-dashboard");
  const form = await readFormData(request);
  const intent = form.get("intent");
  if (intent === "add-open-house" || intent === "remove-open-house") {
    const answer = await handleOpenHouseAction(user, params.id, form);
    if ("done" in answer) return redirect(`${DASHBOARD}/listings/${encodeURIComponent(params.id)}/edit?saved=${answer.done}`, { status: 303 });
    if (answer.status === 404 || answer.status >= 500) throwFailure({ code: answer.status === 404 ? "not_found" : "unexpected" });
    return data<OpenHouseFailure>(answer.body, { status: answer.status });
  }
  if (intent === "market" || intent === "revise") {
    const answer = await handleUpkeepAction(user, params.id, form);
    if ("done" in answer) return redirect(`${DASHBOARD}/listings/${encodeURIComponent(params.id)}/edit?saved=${answer.done}`, { status: 303 });
    if (answer.status === 404 || answer.status >= 500) throwFailure({ code: answer.status === 404 ? "not_found" : "unexpected" });
    return data<UpkeepFailure>(answer.body, { status: answer.status });
  }
  if (intent === "withdraw") {
    const result = await withdrawAgentListing(user, params.id);
    if (!result.success) {
      if (result.code) throwFailure(result);
      // The account may not change listings (not yet approved): the same refusal as saving an edit.
      return sendReply({ status: 403, body: { fieldErrors: {}, values: {}, formError: result.error } });
    }
    return redirect(`${DASHBOARD}?withdrawn=1`, { status: 303 });
  }
  const reply = await handleAgentListingEdit(user, params.id, form);
  if (reply.status === 200) return redirect(`${DASHBOARD}?saved=${reply.body.id}`, { status: 303 });
  return sendReplyOrErrorPage(reply, ["not_found"]);
}

const WITHDRAW_CONSEQUENCE = "The listing and its photos are removed for good. This cannot be undone.";

function Withdraw({ title, confirming }: { title: string; confirming: boolean }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLAnchorElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const navigation = useNavigation();
  const withdrawing = navigation.state === "submitting" && navigation.formData?.get("intent") === "withdraw";
  useEffect(() => {
    const dialog = dialogRef.current;
    const restore = () => openerRef.current?.focus();
    dialog?.addEventListener("close", restore);
    return () => dialog?.removeEventListener("close", restore);
  }, []);

  const question = (
    <>
      <h3 id="withdraw-title">Withdraw “{title}”?</h3>
      <p>{WITHDRAW_CONSEQUENCE}</p>
    </>
  );
  const confirm = (
    <Form method="post" className="agent-withdraw__confirm">
      <input type="hidden" name="intent" value="withdraw" />
      <button type="submit" className="button button--danger" disabled={withdrawing}>
        {withdrawing ? "Withdrawing…" : "Withdraw permanently"}
      </button>
    </Form>
  );
  if (confirming) {
    return (
      <ConfirmStep
        question={`Withdraw “${title}”?`}
        confirm={confirm}
        cancelHref="?"
        className="agent-withdraw agent-withdraw--step"
        actionsClassName="agent-withdraw__actions"
      >
        {WITHDRAW_CONSEQUENCE}
      </ConfirmStep>
    );
  }
  return (
    <div className="agent-withdraw">
      <a
        ref={openerRef}
        href="?withdraw=1"
        className="button button--ghost"
        onClick={(event) => {
          const dialog = dialogRef.current;
          if (dialog && typeof dialog.showModal === "function") {
            event.preventDefault();
            dialog.showModal();
            cancelRef.current?.focus();
          }
        }}
      >
        Withdraw listing…
      </a>
      <dialog ref={dialogRef} className="agent-dialog" aria-labelledby="withdraw-title">
        {question}
        <div className="agent-withdraw__actions">
          {confirm}
          <button type="button" ref={cancelRef} className="button button--ghost" onClick={() => dialogRef.current?.close()}>
            Cancel
          </button>
        </div>
      </dialog>
    </div>
  );
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const reply = useActionData<typeof action>();
  if (loaderData.mode === "upkeep") {
    const failure = reply && "intent" in reply && reply.intent !== "open-house" ? (reply as UpkeepFailure) : null;
    const openHouseFailure = reply && "intent" in reply && reply.intent === "open-house" ? (reply as OpenHouseFailure) : null;
    const { openHouses } = loaderData;
    return (
      <ListingUpkeepPage
        listing={loaderData.upkeep}
        failure={failure}
        notice={loaderData.notice}
        back={{ href: DASHBOARD, label: "My listings" }}
        openHouses={openHouses ? <OpenHouseManager openHouses={openHouses} failure={openHouseFailure} /> : undefined}
      />
    );
  }
  const failure = reply && !("intent" in reply) ? reply : undefined;
  const { listing, confirming } = loaderData;
  return (
    <div className="container section agent-dashboard">
      <p>
        <a href={DASHBOARD}>← My listings</a>
      </p>
      <section className="agent-dashboard__notice" aria-label="Review">
        <p>
          Status: <strong>{listing.reviewStatus === "rejected" ? "Rejected" : "Pending review"}</strong>. Saving your changes sends the listing back
          to the review queue.
        </p>
        {listing.adminNotes ? <p>Administrator's notes: {listing.adminNotes}</p> : null}
      </section>
      <Withdraw title={listing.title} confirming={confirming} />
      {confirming ? null : (
        <AgentListingForm
          key={listing.id}
          kind={listing.kind}
          heading={`Edit “${listing.title}”`}
          submitLabel="Save and submit for review"
          failure={failure}
          initialValues={listing.values}
          photos={listing.photos}
        />
      )}
    </div>
  );
}
