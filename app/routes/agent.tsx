import { useActionData } from "react-router";
import type { Route } from "./+types/agent";
import { listAgentActiveListings } from "~/features/agents/index.server";
import { agentDescription, agentJsonLd } from "~/features/agents";
import { getPublicAgent } from "~/features/agents/index.server";
import { AgentProfile } from "~/features/agents/components";
import { ContactForm } from "~/features/contact/components";
import { enquirySubjectFrom, SUBJECT_PARAM } from "~/features/contact";
import { handleContactForm } from "~/features/contact/index.server";
import { largestJpegPath } from "~/features/media";
import { serializeJsonLd } from "~/shared/seo/json-ld";
import { JsonLdScript } from "~/features/listings/components";
import { FavouriteButton } from "~/features/favourites/components";
import { ListingGrid } from "~/features/listings/components";
import type { PageHandle } from "~/features/shell";
import { issueFormToken } from "~/features/spam-guard/index.server";
import { getConfig } from "~/shared/config/env.server";
import { readFormData } from "~/shared/forms/parse-form";
import { pageMeta } from "~/shared/seo/meta";
import agentStylesHref from "~/styles/agents.css?url";
import listingStylesHref from "~/styles/listings.css?url";
import { throwFailure } from "~/shared/http/failure-status";
import { publicPageReading } from "~/shared/http/public-page";
import { sendReply } from "~/shared/http/reply";
import favouritesScriptHref from "~/features/favourites/enhance/favourites-script.ts?worker&url";

/** The same for every visitor who is not signed in: shared caches and the page cache may keep it. */
export const headers = publicPageReading([SUBJECT_PARAM]);

/**
 * /agent/{id}: an active agent's profile, a contact form whose message goes
 * to the agent and the brokerage, and the agent's active listings. An unknown
 * or inactive id is a 404. A static page (decision 0008): the form is a plain
 * POST answered by this route's action.
 */
export const handle: PageHandle = { hydrate: false, scripts: [favouritesScriptHref] };

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: listingStylesHref },
  { rel: "stylesheet", href: agentStylesHref },
];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(loaderData.origin, loaderData.seo) : [];

async function loadAgent(id: string) {
  const result = await getPublicAgent(id);
  if (!result.success) throwFailure(result);
  return result.data;
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const agent = await loadAgent(params.id);
  const listings = await listAgentActiveListings(agent.email);
  const origin = getConfig().publicUrl;
  const path = `/agent/${agent.id}`;
  const { createdAt: _createdAt, updatedAt: _updatedAt, status: _status, sortOrder: _sortOrder, ...profile } = agent;
  return {
    agent: profile,
    listings: listings.success ? listings.data : [],
    formToken: issueFormToken(),
    // A listing's "Ask about this property" opens this form with the listing as the subject.
    about: enquirySubjectFrom(request.url) || `Message for ${agent.name}`,
    origin,
    jsonLd: serializeJsonLd(agentJsonLd(agent, `${origin}${path}`, origin)),
    seo: {
      title: `${agent.name}${agent.title ? `, ${agent.title}` : ""}`,
      description: agentDescription(agent),
      path,
      image: largestJpegPath(agent.photo),
    },
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const agent = await loadAgent(params.id);
  const reply = await handleContactForm(await readFormData(request), {
    sourcePath: `/agent/${agent.id}`,
    alsoTo: agent.email,
    clientAddress: context.clientAddress,
  });
  return sendReply(reply);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const { agent, listings, formToken, jsonLd, about } = loaderData;
  const firstName = agent.name.split(/\s+/)[0] ?? agent.name;
  return (
    <div className="container section agent-page">
      <JsonLdScript json={jsonLd} />
      <p className="agent-page__back">
        <a href="/team">← Our team</a>
      </p>
      <AgentProfile agent={agent} />
      <section className="agent-page__contact" aria-labelledby="agent-contact-heading">
        <h2 id="agent-contact-heading">Send {firstName} a message</h2>
        <p>Your message goes to {agent.name} and to our office, so someone answers even when {firstName} is out showing a property.</p>
        <ContactForm formToken={formToken} about={about} actionData={actionData} againHref={`/agent/${agent.id}`} />
      </section>
      <section className="agent-page__listings" aria-labelledby="agent-listings-heading">
        <h2 id="agent-listings-heading">{firstName}'s listings</h2>
        {listings.length ? (
          <ListingGrid listings={listings} saveButton={(listing) => <FavouriteButton listingId={listing.id} title={listing.title} />} />
        ) : (
          <p>
            {firstName} has no listings on the market right now. Browse <a href="/mls">all St. John listings</a> or send a message above.
          </p>
        )}
      </section>
    </div>
  );
}
