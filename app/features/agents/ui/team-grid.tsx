import { Link } from "~/shared/ui/link";
import type { DescribedImage } from "~/features/media";
import { AgentPortrait } from "./agent-portrait";

export type TeamMember = {
  id: string;
  name: string;
  title: string;
  photo: DescribedImage | null;
  languages: string[];
  specialities: string[];
};

/** The team page's cards, in the brokerage's order; each links to the agent's profile. */
export function TeamGrid({ agents }: { agents: TeamMember[] }) {
  return (
    <ul className="team-grid" aria-label="Our agents">
      {agents.map((agent, index) => (
        <li key={agent.id} className="team-card">
          <Link to={`/agent/${agent.id}`} className="team-card__link">
            <AgentPortrait name={agent.name} photo={agent.photo} sizes="(min-width: 60rem) 22rem, (min-width: 40rem) 45vw, 90vw" priority={index < 2} />
            <span className="team-card__name">{agent.name}</span>
          </Link>
          {agent.title ? <p className="team-card__title">{agent.title}</p> : null}
          {agent.specialities.length ? <p className="team-card__meta">{agent.specialities.join(" · ")}</p> : null}
          {agent.languages.length ? <p className="team-card__meta">Speaks {agent.languages.join(", ")}</p> : null}
        </li>
      ))}
    </ul>
  );
}
