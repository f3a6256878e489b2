import { Link } from "~/shared/ui/link";
import { site } from "~/shared/config/site";
import { EQUAL_HOUSING_LOGO, EQUAL_HOUSING_NOTICE, licenseLines, type Brokerage } from "~/shared/config/brokerage-notice";
import { islandYear } from "~/shared/dates/format-dates";
import { footerQuickLinks, footerServices } from "./navigation";
import { SocialIcon } from "./social-icon";

/**
 * Every public page's footer. It carries the notices the law asks of a
 * brokerage's pages: the Equal Housing Opportunity logo and statement, and the
 * brokerage's legal name and license with its broker of record's (from the
 * settings; absent only on a page drawn without the root's data, an error page).
 */
export function Footer({ brokerage }: { brokerage?: Brokerage }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__heading">
            {site.name}
          </h2>
          <p>{site.description}</p>
          <address>
            {site.address.street}, {site.address.locality}
            <br />
            {site.address.mailing}
            <br />
            {site.phones.map((phone) => (
              <span key={phone.tel} className="site-footer__phone">
                {phone.label}: <a href={`tel:${phone.tel}`}>{phone.display}</a>
                <br />
              </span>
            ))}
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </address>
        </section>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="site-footer__heading">
            Quick Links
          </h2>
          <ul>
            {footerQuickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="site-footer__heading">
            Our Services
          </h2>
          <ul>
            {footerServices.map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className="site-footer__heading">
            Follow us
          </h2>
          <ul className="site-footer__social">
            {site.social.map((link) => (
              <li key={link.name}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={`${site.name} on ${link.name}`}>
                  <SocialIcon name={link.name} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="site-footer__disclaimer">
        Information on this site is deemed reliable and believed accurate but is not guaranteed. Listings are subject
        to prior sale, change or withdrawal. {site.name} is a member of the St. Thomas/St. John Board of Realtors, the
        Virgin Islands Territorial Association of Realtors and the St. John Multiple Listing Service (MLS).
      </p>
      <div className="site-footer__notices">
        <img src={EQUAL_HOUSING_LOGO.src} alt={EQUAL_HOUSING_LOGO.alt} width={50} height={56} className="site-footer__eho" loading="lazy" />
        <p>
          {brokerage
            ? licenseLines(brokerage).map((line) => (
                <span key={line} className="site-footer__license">
                  {line}
                  <br />
                </span>
              ))
            : null}
          {EQUAL_HOUSING_NOTICE}
        </p>
      </div>
      <p className="site-footer__copyright">
        © {islandYear()} {site.name}. All rights reserved.
      </p>
    </footer>
  );
}
