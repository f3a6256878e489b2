import { Link } from "~/shared/ui/link";
import type { Route } from "./+types/terms-of-use";
import { ContentSections, type ContentSection } from "~/features/content/components";
import { LEGAL_LAST_UPDATED } from "~/features/content";
import { site } from "~/shared/config/site";
import { OfficeAddress } from "~/features/content/components";
import { originFrom, pageMeta } from "~/shared/seo/meta";
import { PageHero } from "~/shared/ui/page-hero";
import contentStylesHref from "~/styles/content.css?url";
import type { PageHandle } from "~/features/shell";
import { publicPageHeaders } from "~/shared/http/public-page";

/** The same for every visitor who is not signed in: shared caches and the page cache may keep it. */
export const headers = publicPageHeaders;

// A static page: no React in the browser (docs/decisions/0008).
export const handle: PageHandle = { hydrate: false };

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: contentStylesHref }];

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(originFrom(matches), {
    title: "Terms of Use",
    description: "The terms that apply when you use the Sugar Apple Realty website.",
    path: "/termuse",
  });

const intro = (
  <p>
    These terms apply to everyone who uses this website, run by {site.name} (&ldquo;we&rdquo;, &ldquo;us&rdquo;) from
    our office in {site.address.locality}, {site.address.region}, US Virgin Islands. By using the site you accept them.
    If you do not agree, please do not use the site.
  </p>
);

const sections: ContentSection[] = [
  {
    id: "about-us",
    title: "Who we are",
    body: (
      <p>
        {site.name} is a licensed real estate brokerage in the US Virgin Islands and a member of the St. Thomas/St. John
        Board of Realtors and the St. John Multiple Listing Service (MLS). You can reach us at{" "}
        <a href={`mailto:${site.email}`}>{site.email}</a> or <a href={`tel:${site.phones[0].tel}`}>{site.phones[0].display}</a>.
      </p>
    ),
  },
  {
    id: "property-information",
    title: "Property information",
    body: (
      <>
        <p>
          Listings, prices, sales history and property details on this site come from sellers, owners, public records
          and the MLS. We believe the information is accurate, but it is <strong>not guaranteed</strong>:
        </p>
        <ul>
          <li>listings may be sold, changed or withdrawn at any time, and prices may change without notice;</li>
          <li>measurements, acreage, boundaries, views and features are approximate and should be checked by your own survey, inspection and attorney;</li>
          <li>photographs and illustrations may not show a property as it is today;</li>
          <li>maps and descriptions of neighborhoods, beaches and roads are for general orientation only.</li>
        </ul>
        <p>
          Nothing on the site is an offer to sell, or a promise that a property is available. A sale is made only by a
          written contract signed by buyer and seller.
        </p>
      </>
    ),
  },
  {
    id: "no-advice",
    title: "No professional advice and no agency",
    body: (
      <p>
        Articles and guides on this site, including our pages on <Link to="/about">St. John</Link> and on{" "}
        <Link to="/incentives">investment incentives</Link>, are general information. They are not legal, tax, financial,
        engineering or insurance advice. Using the site or sending us a message does not make us your agent; an agency
        relationship starts only when we agree it with you in writing.
      </p>
    ),
  },
  {
    id: "rentals",
    title: "Villa and rental booking requests",
    body: (
      <>
        <p>
          A booking request sent through this site asks whether a property is available on your dates. It is{" "}
          <strong>not a confirmed reservation</strong>. A booking is confirmed only when we, or the owner, accept it in
          writing, you sign the rental agreement and the deposit is received.
        </p>
        <p>
          Rates shown are a guide and may not include the territory’s hotel room tax, cleaning or other fees, which
          are set out in the rental agreement. The rental agreement, including its payment, cancellation, damage and
          house rules, governs your stay.
        </p>
      </>
    ),
  },
  {
    id: "accounts",
    title: "Agent and administrator accounts",
    body: (
      <p>
        Sign-in is for our agents and staff. If you have an account, keep your password to yourself, use the account
        only for your work with us, and tell us at once if you think someone else has used it. Listings and notes you
        submit must be accurate and you must have the right to publish them, including their photographs. We may review,
        edit, decline or remove any listing, and suspend any account that breaks these terms.
      </p>
    ),
  },
  {
    id: "acceptable-use",
    title: "Using the site fairly",
    body: (
      <>
        <p>When you use the site, please do not:</p>
        <ul>
          <li>copy or collect listings or contact details in bulk, by hand or by automated means, or re-publish them;</li>
          <li>send messages that are false, abusive, unlawful, or advertising we did not ask for;</li>
          <li>try to get into accounts or parts of the site that are not yours, or test, overload or disrupt the site;</li>
          <li>pretend to be someone else, or send a booking request or message for someone without their permission.</li>
        </ul>
      </>
    ),
  },
  {
    id: "your-content",
    title: "What you send us",
    body: (
      <p>
        When you send us a message, a booking request or a testimonial, you confirm that what you write is true and
        yours to share. If you send a testimonial or review, you allow us to publish it on this site and in our
        marketing, with your first name and the place you are from, and to shorten it without changing its meaning. You
        can ask us to take it down at any time. How we handle personal information is explained in our{" "}
        <Link to="/privacy">privacy policy</Link>.
      </p>
    ),
  },
  {
    id: "intellectual-property",
    title: "Our content",
    body: (
      <p>
        The text, photographs, illustrations, design and logo of this site belong to {site.name} or to the people who
        licensed them to us. You may view and print pages, and share links to them, for your own personal use. Any other
        use needs our written permission. MLS data is also subject to the rules of the St. John MLS.
      </p>
    ),
  },
  {
    id: "other-sites",
    title: "Links and other services",
    body: (
      <p>
        The site links to other websites, such as the national park, government agencies and our social media pages,
        and it may offer a chat service run by another company. We do not control those services and are not
        responsible for their content or their privacy practices; their own terms apply when you use them.
      </p>
    ),
  },
  {
    id: "fair-housing",
    title: "Fair housing",
    body: (
      <p>
        We are an equal housing opportunity brokerage. We do not discriminate on the basis of race, color, religion,
        sex, disability, familial status, national origin or any other characteristic protected by federal or
        territorial law, and we do not accept listings or instructions that would.
      </p>
    ),
  },
  {
    id: "disclaimers",
    title: "Disclaimers and limits on our liability",
    body: (
      <>
        <p>
          The site is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;. We work to keep it accurate, secure and
          online, but we do not promise that it will always be available, free of errors or free of viruses.
        </p>
        <p>
          To the extent the law allows, {site.name} is not liable for any loss arising from your use of the site or from
          relying on information on it, including lost profits or indirect loss. Nothing in these terms limits liability
          that cannot be limited by law, or your rights as a consumer.
        </p>
      </>
    ),
  },
  {
    id: "wire-fraud",
    title: "A warning about wire fraud",
    body: (
      <p>
        Criminals target real estate deposits by sending e-mails that look like they come from a broker, attorney or
        title company. <strong>We will never change wiring instructions by e-mail.</strong> Before you send money,
        call us at a number you know is ours, such as {site.phones[0].display}, and confirm the instructions by voice.
      </p>
    ),
  },
  {
    id: "law",
    title: "Governing law",
    body: (
      <p>
        These terms are governed by the laws of the US Virgin Islands and applicable US federal law. Any dispute will be
        heard by the courts sitting on St. Thomas and St. John, unless the law gives you the right to bring it
        elsewhere.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to these terms",
    body: (
      <p>
        We may update these terms from time to time. The date at the top of this page shows when they last changed; the
        version on the site when you use it is the one that applies.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact us",
    body: (
      <OfficeAddress />
    ),
  },
];

export default function Page() {
  return (
    <>
      <PageHero eyebrow="Legal" title="Terms of Use" />
      <ContentSections sections={sections} intro={intro} updated={LEGAL_LAST_UPDATED} />
    </>
  );
}
