import { Link } from "~/shared/ui/link";
import type { Route } from "./+types/privacy";
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
    title: "Privacy Policy",
    description: "How Sugar Apple Realty collects, uses and protects the information you share with us.",
    path: "/privacy",
  });

const intro = (
  <p>
    This policy explains what information {site.name} collects through this website, why, how long we keep it and the
    choices you have. The short version: we collect only what you send us and a simple count of page visits, we do not
    use advertising or tracking cookies of our own, and we never sell your information.
  </p>
);

const sections: ContentSection[] = [
  {
    id: "who-we-are",
    title: "Who is responsible",
    body: (
      <p>
        {site.name}, {site.address.street}, {site.address.locality}, {site.address.region}, {site.address.postalCode},
        is responsible for the personal information described here. Questions go to{" "}
        <a href={`mailto:${site.email}`}>{site.email}</a>.
      </p>
    ),
  },
  {
    id: "what-we-collect",
    title: "What we collect",
    body: (
      <>
        <h3>When you contact us</h3>
        <p>
          The <Link to="/contact">contact form</Link> asks for your name, e-mail address, an optional phone number and
          your message. We also note the page you wrote from (for example a listing you were looking at) and the time.
        </p>
        <h3>When you ask to book a villa or rental</h3>
        <p>
          A booking request includes your name, e-mail address, phone number, the property, your dates, the number of
          guests and any message you add. The request, and what we decide about it, is kept with the property’s
          bookings.
        </p>
        <h3>When you visit the site</h3>
        <p>
          We count page views ourselves. For each view we record only the <strong>path</strong> of the page (such as
          &ldquo;/about&rdquo;), the <strong>referrer</strong> (the page that linked to it, if your browser shares it) and
          the <strong>time</strong>. We do not record your IP address, browser details or any identifier with it, and we
          set <strong>no cookie</strong> to do it. It tells us which pages are read, not who reads them.
        </p>
        <p>
          Like every website, our servers necessarily receive your IP address and browser’s request in order to
          send you the page, and may keep them briefly in security logs to protect the site from abuse.
        </p>
        <h3>If you open a buyer account</h3>
        <p>
          A buyer account holds your name, e-mail address, an optional phone number and your password (stored only as a
          one-way cryptographic hash), the listings you save as favorites with the price and status each had when you
          saved it, your saved searches and alert settings, and the inquiries and showing requests you send from it.
          Favorites you save without an account stay in your browser’s own storage and reach us only when you sign in.
        </p>
        <h3>If you are one of our agents or staff</h3>
        <p>
          Agent and administrator accounts hold your name, e-mail address and role, your password (stored only as a
          one-way cryptographic hash, never in readable form), and the listings, booking decisions and notes you enter.
        </p>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies",
    body: (
      <>
        <ul>
          <li>
            <strong>Visitors:</strong> by default we set no cookies at all, for analytics or anything else.
          </li>
          <li>
            <strong>Buyers, agents and staff:</strong> signing in sets one session cookie, which keeps you signed in. It is
            strictly necessary, cannot be read by scripts on the page, is sent only to this site, and ends when you sign
            out or when the session expires.
          </li>
          <li>
            <strong>Google Analytics, if we turn it on:</strong> the brokerage may choose to measure visits with Google
            Analytics instead of our own page count. Only then does the site load Google’s script, which sets
            cookies (such as <code>_ga</code>) and sends Google information about your visit, including your IP address,
            under Google’s privacy policy. You can block it with your browser’s settings or Google’s
            opt-out add-on.
          </li>
          <li>
            <strong>Live chat, if we turn it on:</strong> the chat provider’s script loads only when you click the
            chat button, and the provider’s own privacy policy then applies to the conversation.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "how-we-use-it",
    title: "How we use it",
    body: (
      <ul>
        <li>to answer your questions, arrange showings and handle your booking request;</li>
        <li>to let the right agent or the villa’s owner know about your inquiry;</li>
        <li>to keep the records that real estate, rental and tax law require;</li>
        <li>to keep the site and the accounts on it secure;</li>
        <li>to understand, from page counts, which pages are useful and improve them.</li>
      </ul>
    ),
  },
  {
    id: "email",
    title: "E-mail",
    body: (
      <>
        <p>
          When you send a message or booking request, it is stored on our system and a copy is sent by e-mail to our
          office, so that an agent can reply. Our replies come from our own e-mail address. We will not add you to a
          mailing list unless you ask us to.
        </p>
        <p>
          If you ask for a monthly market report, or for monthly e-mails about the home you valued, we keep your e-mail
          address and the area (for a home, the facts you gave us with it). We first send one e-mail with a link to
          confirm; nothing more comes until you follow it, and a request never confirmed is deleted after 30 days.
          Every monthly e-mail has a link that stops them at once and deletes the subscription.
        </p>
        <p>
          Ordinary e-mail is not fully secure. Please do not send bank details, passport numbers or Social Security
          numbers through the website or by e-mail, and remember that we will never change wiring instructions by
          e-mail (see our <Link to="/termuse">terms of use</Link>).
        </p>
      </>
    ),
  },
  {
    id: "sharing",
    title: "Who we share it with",
    body: (
      <>
        <p>We do not sell or rent your personal information, and we do not share it for advertising. We share it only:</p>
        <ul>
          <li>within our own team, and with a villa’s owner or manager when you ask to book it;</li>
          <li>
            with companies that provide services to us, such as web hosting and e-mail delivery, who may use it only to
            provide those services;
          </li>
          <li>
            with the other people in a transaction, such as the other party’s agent, attorneys, title company or
            lender, when you ask us to act for you;
          </li>
          <li>with Google, only if Google Analytics is turned on as described above;</li>
          <li>when the law requires it, or to protect the rights and safety of our clients, our team or the public.</li>
        </ul>
      </>
    ),
  },
  {
    id: "retention",
    title: "How long we keep it",
    body: (
      <table className="content-table">
        <caption>Retention periods</caption>
        <thead>
          <tr>
            <th scope="col">Information</th>
            <th scope="col">How long</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Contact messages</th>
            <td>Up to 2 years after our last exchange, unless they lead to a sale or rental</td>
          </tr>
          <tr>
            <th scope="row">Booking requests and rental records</th>
            <td>For the stay, then up to 7 years for accounting and tax records</td>
          </tr>
          <tr>
            <th scope="row">Sale and purchase files</th>
            <td>As long as real estate licensing and tax law require, usually 7 years</td>
          </tr>
          <tr>
            <th scope="row">Monthly market report and home estimate e-mails</th>
            <td>Until you stop them, which deletes the subscription at once; a request never confirmed, 30 days</td>
          </tr>
          <tr>
            <th scope="row">Page-view counts</th>
            <td>Up to 25 months</td>
          </tr>
          <tr>
            <th scope="row">Buyer accounts, favorites and saved searches</th>
            <td>Until you delete your account, which deletes them at once</td>
          </tr>
          <tr>
            <th scope="row">Inquiries you send about a listing</th>
            <td>
              Kept by the brokerage as a record of the inquiry; your name, e-mail address and phone number are removed
              from them 2 years after our last exchange, or at once when you delete your account
            </td>
          </tr>
          <tr>
            <th scope="row">Copies of inquiries passed to our customer-relationship system</th>
            <td>Up to 30 days after the system received them (the system itself keeps them as an inquiry)</td>
          </tr>
          <tr>
            <th scope="row">Agent and staff accounts</th>
            <td>While the account is active, then up to 12 months</td>
          </tr>
          <tr>
            <th scope="row">Villa owner accounts</th>
            <td>While we manage your villa, then as long as the trust account's records that name you are kept</td>
          </tr>
          <tr>
            <th scope="row">Backups of our systems</th>
            <td>Up to 30 days, then deleted, so nothing outlives the periods above by more than that</td>
          </tr>
          <tr>
            <th scope="row">Session cookie</th>
            <td>Until you sign out or the session expires</td>
          </tr>
        </tbody>
      </table>
    ),
  },
  {
    id: "security",
    title: "How we protect it",
    body: (
      <p>
        The site is served over an encrypted connection, passwords are stored only as strong one-way hashes, and only
        the members of our team who need your information can see it. No system is perfectly secure, but if a breach
        affecting your information ever happened we would tell you, and the authorities, as the law requires.
      </p>
    ),
  },
  {
    id: "your-rights",
    title: "Your choices and rights",
    body: (
      <>
        <p>Wherever you live, you can ask us to:</p>
        <ul>
          <li>tell you what personal information we hold about you and give you a copy;</li>
          <li>correct anything that is wrong;</li>
          <li>delete it, unless we must keep it by law or for a transaction in progress;</li>
          <li>stop using it for a particular purpose, or stop contacting you.</li>
        </ul>
        <p>
          With a buyer account you can do two of these yourself, under Privacy in <Link to="/account/privacy">your
          account</Link>: download a copy of your data, and delete your account. Deleting it removes the account, your
          favorites and saved searches at once; inquiries you sent stay with the brokerage without your name, e-mail
          address or phone number.
        </p>
        <p>
          Write to <a href={`mailto:${site.email}`}>{site.email}</a>. We may ask you to confirm your identity, and we
          will reply within 30 days. Visitors from places with their own privacy laws, such as California, the European
          Union or the United Kingdom, have these rights and any others those laws give them, including the right to
          complain to their data protection authority. We do not sell or share personal information as those laws
          define it.
        </p>
      </>
    ),
  },
  {
    id: "children",
    title: "Children",
    body: (
      <p>
        This site is meant for adults buying, selling or renting property. We do not knowingly collect information from
        children under 13; if you believe a child has sent us information, tell us and we will delete it.
      </p>
    ),
  },
  {
    id: "where",
    title: "Where your information is kept",
    body: (
      <p>
        Your information is stored in the United States, including the US Virgin Islands. If you write to us from
        elsewhere, it will be handled in the United States under this policy.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to this policy",
    body: (
      <p>
        If we change how we handle personal information, we will update this page and the date at the top. If a change
        is significant, we will say so on the site before it takes effect.
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
      <PageHero eyebrow="Legal" title="Privacy Policy" />
      <ContentSections sections={sections} intro={intro} updated={LEGAL_LAST_UPDATED} />
    </>
  );
}
