import { Link } from "~/shared/ui/link";
import { listTeam } from "~/features/agents/index.server";
import { TeamGrid } from "~/features/agents/components";
import agentStylesHref from "~/styles/agents.css?url";
import type { Route } from "./+types/about-the-brokerage";
import { ContactCta } from "~/features/content/components";
import { site } from "~/shared/config/site";
import { OfficeContactEntries } from "~/features/content/components";
import { originFrom, pageMeta } from "~/shared/seo/meta";
import { PageHero } from "~/shared/ui/page-hero";
import contentStylesHref from "~/styles/content.css?url";
import type { PageHandle } from "~/features/shell";
import { publicPageHeaders } from "~/shared/http/public-page";

/** The same for every visitor who is not signed in: shared caches and the page cache may keep it. */
export const headers = publicPageHeaders;

// A static page: no React in the browser (docs/decisions/0008).
export const handle: PageHandle = { hydrate: false };

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: contentStylesHref },
  { rel: "stylesheet", href: agentStylesHref },
];

export async function loader() {
  // The page still reads well without the team, so a failed lookup (already logged) leaves the section out.
  const team = await listTeam();
  return { team: team.success ? team.data : [] };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(originFrom(matches), {
    title: "About Us",
    description: "Sugar Apple Realty is an independent St. John brokerage: who we are, how we work and how we can help.",
    path: "/aboutus",
  });

/** /aboutus: the brokerage itself, who we are and our team. */
export default function AboutTheBrokeragePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={site.name} title="About Us">
        <p>An independent, locally owned brokerage in Cruz Bay. We live here, we work here, and we will still be here after the closing.</p>
      </PageHero>

      <div className="container section">
        <div className="content-body content-wide">
          <section aria-labelledby="who-we-are">
            <h2 id="who-we-are">Who we are</h2>
            <p>
              {site.name} is a small, independent real estate office on St. John. We are not a franchise and we
              answer to no head office on the mainland. Everyone on our team lives on the island, came here for the same
              reasons our clients do, and knows St. John the way only a neighbor can.
            </p>
            <p>
              We took our name from the sugar apple, the knobbly green fruit that grows in yards all over the Virgin
              Islands: plain on the outside, sweet on the inside. It is a fair description of how we like to do
              business: no gloss, no pressure, and a good result.
            </p>
            <p>
              We sell homes, condominiums, land and commercial property across the island, keep a record of past sales
              so that prices can be judged fairly, and look after a collection of rental villas and the guests who stay
              in them.
            </p>
          </section>

          <section aria-labelledby="how-we-work">
            <h2 id="how-we-work">How we work</h2>
            <ul className="content-cards">
              <li>
                <h3>With buyers</h3>
                <p>
                  We start with how you want to live, then show you every listing on the St. John MLS that fits, not
                  just our own. We walk the land with you, explain cisterns, septic systems, road access and permits,
                  and stay with you through inspections, survey and closing.
                </p>
              </li>
              <li>
                <h3>With sellers</h3>
                <p>
                  We price from real sales, not hopes, present your home with honest descriptions and good photographs,
                  and market it on the MLS and to buyers we already know. You hear from us every week, with facts.
                </p>
              </li>
              <li>
                <h3>With villa owners</h3>
                <p>
                  We market your villa, answer guests’ questions, handle booking requests and care for the house
                  between stays, so that it earns well and stays in good order. Guests get a local team who picks up the
                  phone.
                </p>
              </li>
            </ul>
          </section>

          <section aria-labelledby="values">
            <h2 id="values">What we value</h2>
            <ul>
              <li>
                <strong>Straight answers.</strong> If a property has a problem, you will hear it from us first.
              </li>
              <li>
                <strong>Local knowledge.</strong> We live on the roads, drink the cistern water and sit through the
                storms we tell you about.
              </li>
              <li>
                <strong>Care for the island.</strong> We support building that respects the hillsides, the reefs and the
                park, and we give time to local causes.
              </li>
              <li>
                <strong>Fair housing.</strong> We are an equal housing opportunity brokerage and treat every client
                alike, whoever they are and wherever they come from.
              </li>
              <li>
                <strong>Your privacy.</strong> What you tell us stays with us; read our{" "}
                <Link to="/privacy">privacy policy</Link>.
              </li>
            </ul>
          </section>

          {loaderData.team.length ? (
            <section aria-labelledby="our-team">
              <h2 id="our-team">Our team</h2>
              <p>
                Every one of us lives on St. John. Choose an agent to read about them, see their listings and send them a
                message, or <Link to="/team">meet the whole team</Link>.
              </p>
              <TeamGrid agents={loaderData.team} />
            </section>
          ) : null}

          <section aria-labelledby="visit">
            <h2 id="visit">Visit our office</h2>
            <dl className="facts">
              <div>
                <dt>Find us</dt>
                <dd>
                  {site.address.street}, {site.address.locality}, {site.address.region}, {site.address.postalCode}
                </dd>
              </div>
              <div>
                <dt>Mailing address</dt>
                <dd>{site.address.mailing}</dd>
              </div>
              <OfficeContactEntries phoneSuffix=" phone" />
            </dl>
            <p>
              We are a short walk from the ferry dock. Outside office hours, send us a message through our{" "}
              <Link to="/contact">contact page</Link> and we will reply as soon as the office opens.
            </p>
          </section>
        </div>
      </div>

      <ContactCta title="Let’s talk about St. John">
        <p>
          Whether you are buying, selling or looking for a villa for next winter, start with a conversation. There is no
          charge and no obligation.
        </p>
      </ContactCta>
    </>
  );
}
