import { data } from "react-router";
import type { Route } from "./+types/team";
import { listTeam } from "~/features/agents/index.server";
import { TeamGrid } from "~/features/agents/components";
import type { PageHandle } from "~/features/shell";
import { EmptyState } from "~/shared/ui/empty-state";
import { PageHero } from "~/shared/ui/page-hero";
import { originFrom, pageMeta } from "~/shared/seo/meta";
import agentStylesHref from "~/styles/agents.css?url";
import { throwFailure } from "~/shared/http/failure-status";
import { publicPageHeaders } from "~/shared/http/public-page";

/** The path of the team page that search engines and caches know. */
const TEAM_PATH_TOKEN = "team";

/**
 * /team is the same for every visitor who is not signed in: shared caches and
 * the page cache may keep it. Any other token shows the same page but is not
 * kept, so a flood of made-up paths cannot fill a cache with copies of it.
 */
export const headers: Route.HeadersFunction = (args) =>
  args.loaderHeaders.has("Cache-Control") ? { "Cache-Control": args.loaderHeaders.get("Cache-Control")! } : publicPageHeaders(args);

/**
 * The single-segment `/{token}` route: the team page. Every token shows
 * the same team, so the canonical URL is /team (decision 0005). The active
 * agents in the brokerage's order, each linking to their profile. Static
 * (decision 0008).
 */
export const handle: PageHandle = { hydrate: false };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: agentStylesHref }];

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(originFrom(matches), {
    title: "Our Team",
    description: "Meet the Sugar Apple Realty agents: St. John residents who know every bay, road and neighborhood on the island.",
    path: "/team",
  });

export async function loader({ params }: Route.LoaderArgs) {
  const result = await listTeam();
  if (!result.success) throwFailure(result);
  return data({ agents: result.data }, params.token === TEAM_PATH_TOKEN ? undefined : { headers: { "Cache-Control": "private, no-cache" } });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const { agents } = loaderData;
  return (
    <>
      <PageHero eyebrow="Sugar Apple Realty" title="Meet our team">
        St. John residents who know every bay, road and neighborhood on the island. Choose an agent to read about them, see
        their listings and send them a message.
      </PageHero>
      <div className="container section">
        {agents.length ? (
          <TeamGrid agents={agents} />
        ) : (
          <EmptyState title="Our agent profiles are on their way">
            <p>In the meantime, call the office or send us a message and the right agent will reply.</p>
          </EmptyState>
        )}
      </div>
    </>
  );
}
