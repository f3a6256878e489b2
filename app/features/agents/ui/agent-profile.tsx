import type { DescribedImage } from "~/features/media";
import { bioParagraphs } from "../agent-rules";
import { AgentPortrait } from "./agent-portrait";

export type ProfileAgent = {
  id: string;
  name: string;
  title: string;
  photo: DescribedImage | null;
  phone: string | null;
  email: string;
  bio: string;
  languages: string[];
  specialities: string[];
};

/** Digits and a leading + for a tel: link. */
export function telHref(phone: string): string {
  const digits = phone.replace(/(?:x|ext\.?).*$/i, "").replace(/[^\d+]/g, "");
  return `tel:${digits.length === 10 && !digits.startsWith("+") ? `+1${digits}` : digits}`;
}

/** The profile's heading block: portrait, name, title, how to reach the agent, then the bio and what they know. */
export function AgentProfile({ agent }: { agent: ProfileAgent }) {
  return (
    <article className="agent-profile" aria-labelledby="agent-name">
      <div className="agent-profile__photo">
        <AgentPortrait name={agent.name} photo={agent.photo} sizes="(min-width: 50rem) 20rem, 60vw" priority />
      </div>
      <div className="agent-profile__body">
        <h1 id="agent-name">{agent.name}</h1>
        {agent.title ? <p className="agent-profile__title">{agent.title}</p> : null}
        <ul className="agent-profile__contact">
          {agent.phone ? (
            <li>
              Phone: <a href={telHref(agent.phone)}>{agent.phone}</a>
            </li>
          ) : null}
          <li>
            E-mail: <a href={`mailto:${agent.email}`}>{agent.email}</a>
          </li>
        </ul>
        <div className="agent-profile__bio">
          {bioParagraphs(agent.bio).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        <dl className="agent-profile__facts">
          {agent.languages.length ? (
            <div>
              <dt>Languages</dt>
              <dd>{agent.languages.join(", ")}</dd>
            </div>
          ) : null}
          {agent.specialities.length ? (
            <div>
              <dt>Specialities</dt>
              <dd>
                <ul className="agent-profile__tags">
                  {agent.specialities.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
    </article>
  );
}
