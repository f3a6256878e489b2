import { Link } from "~/shared/ui/link";
import { AgentPortrait } from "./agent-portrait";
import { telHref, type ProfileAgent } from "./agent-profile";

/** What a listing's page shows of its agent: who they are and how to reach them. */
export type ListingAgent = Pick<ProfileAgent, "id" | "name" | "title" | "photo" | "phone" | "email">;

/** The agent's page, opened at its message form with the enquiry's subject filled in. */
export function agentEnquiryHref(agentId: string, about: string): string {
  return `/agent/${agentId}?about=${encodeURIComponent(about)}#agent-contact-heading`;
}

/**
 * A listing's agent: portrait and name linking to their page, phone and
 * e-mail, and an enquiry button: to the page's own enquiry form (`askHref`)
 * when it has one, else to their message form about this listing.
 */
export function ListingAgentCard({ agent, about, askLabel, askHref }: { agent: ListingAgent; about: string; askLabel: string; askHref?: string }) {
  const profile = `/agent/${agent.id}`;
  return (
    <div className="listing-agent-card">
      <Link to={profile} className="listing-agent-card__photo" tabIndex={-1} aria-hidden="true">
        <AgentPortrait name={agent.name} photo={agent.photo} sizes="96px" />
      </Link>
      <div>
        <p className="listing-agent__name">
          <Link to={profile}>{agent.name}</Link>
        </p>
        {agent.title ? <p className="listing-agent__office">{agent.title}</p> : null}
      </div>
      <ul className="listing-agent-card__reach">
        {agent.phone ? (
          <li>
            <a href={telHref(agent.phone)}>{agent.phone}</a>
          </li>
        ) : null}
        <li>
          <a href={`mailto:${agent.email}`}>{agent.email}</a>
        </li>
      </ul>
      <Link className="button listing-agent__ask" to={askHref ?? agentEnquiryHref(agent.id, about)}>
        {askLabel}
      </Link>
    </div>
  );
}
