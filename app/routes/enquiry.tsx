import type { Route } from "./+types/enquiry";
import { getSessionUser } from "~/features/accounts/index.server";
import { EnquiryForm } from "~/features/leads/components";
import { handleEnquiryForm, type EnquiryFailureReply, type EnquirySentReply } from "~/features/leads/index.server";
import { enquiringBuyerId, loadEnquiryForm } from "~/features/leads/index.server";
import { findEnquiryTarget } from "~/features/leads/index.server";
import type { PageHandle } from "~/features/shell";
import { site } from "~/shared/config/site";
import { readFormData } from "~/shared/forms/parse-form";
import { sendReply } from "~/shared/http/reply";
import { throwFailure } from "~/shared/http/failure-status";
import { Link } from "~/shared/ui/link";
import { PageHero } from "~/shared/ui/page-hero";
import detailStylesHref from "~/styles/listing-detail.css?url";

/**
 * /enquiry: where every listing page's enquiry form posts. Success is a
 * thank-you page with the way back to the listing; a refusal shows the form
 * again with what was typed and why. GET /enquiry?listing={id} shows the
 * form on its own. No React in the browser: it works as a plain form.
 */
export const handle: PageHandle = { hydrate: false };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: detailStylesHref }];

export const meta: Route.MetaFunction = () => [{ title: `Inquiry | ${site.name}` }, { name: "robots", content: "noindex" }];

async function formFor(listingId: unknown, request: Request) {
  const target = await findEnquiryTarget(listingId);
  if (!target.success) throwFailure(target);
  if (!target.data) return null;
  return { form: await loadEnquiryForm(target.data, await getSessionUser(request)), path: target.data.path };
}

export async function loader({ request }: Route.LoaderArgs) {
  return { page: await formFor(new URL(request.url).searchParams.get("listing"), request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await getSessionUser(request);
  const reply = await handleEnquiryForm(await readFormData(request), { buyerId: enquiringBuyerId(user), clientAddress: context.clientAddress });
  if (reply.status === 200) return sendReply(reply);
  // The form is shown again only for a listing that still takes enquiries.
  return sendReply({ status: reply.status, body: { ...reply.body, again: await formFor(reply.body.listingId, request) } });
}

type EnquiryPage = Awaited<ReturnType<typeof formFor>>;
type ActionData = EnquirySentReply | (EnquiryFailureReply & { again: EnquiryPage });

function ThankYou({ sent }: { sent: EnquirySentReply }) {
  // Another firm's listing (or one with no agent) is answered by one of our agents, never by the listing firm's.
  const ours = sent.answeredBy === "our-agent";
  return (
    <div className="form__success" role="status">
      <h2>Inquiry sent</h2>
      <p>
        Thank you. Your inquiry about <strong>{sent.listingTitle}</strong> is with{" "}
        {ours ? "our office: one of our agents will reply" : "the listing agent, who will reply"} by e-mail, usually within one business day.
        {sent.showingRequested ? ` Once ${ours ? "our agent" : "the agent"} confirms one of your times for a showing, you will get a calendar invitation.` : ""}
      </p>
      <p>
        <Link to={sent.listingPath}>Back to {sent.listingTitle}</Link>
      </p>
    </div>
  );
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const reply = actionData as ActionData | undefined;
  const office = site.phones[0];
  if (reply && "sent" in reply) {
    return (
      <>
        <PageHero title="Thank you" eyebrow="Inquiry" />
        <div className="container section">
          <ThankYou sent={reply} />
        </div>
      </>
    );
  }
  const page = reply ? reply.again : loaderData.page;
  return (
    <>
      <PageHero title={page ? `Ask about ${page.form.listingTitle}` : "Send an inquiry"} eyebrow="Inquiry" />
      <div className="container section">
        {page ? (
          <>
            <p>
              <Link to={page.path}>Back to {page.form.listingTitle}</Link>
            </p>
            <EnquiryForm {...page.form} failure={reply} />
          </>
        ) : (
          <div className="form__alert" role="alert">
            <p>{reply?.formError ?? "Inquiries are sent from a listing's page."}</p>
            <p>
              <Link to="/properties">Browse the listings</Link> or call us at <a href={`tel:${office.tel}`}>{office.display}</a>.
            </p>
          </div>
        )}
      </div>
    </>
  );
}
