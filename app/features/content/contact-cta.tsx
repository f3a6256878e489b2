import type { ReactNode } from "react";
import { Link } from "~/shared/ui/link";
import { site } from "~/shared/config/site";

/** The closing call to action: write or call an agent. */
export function ContactCta({
  title = "Talk to an agent who lives here",
  children,
}: {
  title?: string;
  children?: ReactNode;
}) {
  const phone = site.phones[0];
  return (
    <section className="cta-band" aria-labelledby="cta-heading">
      <div className="container cta-band__inner">
        <div>
          <h2 id="cta-heading">{title}</h2>
          {children ?? (
            <p>
              Tell us what you are looking for — a home with a view, a lot to build on, a week in a villa — and one of
              our agents will get back to you.
            </p>
          )}
          <p className="cta-band__hours">Office hours: {site.hours}.</p>
        </div>
        <div className="cta-band__actions">
          <Link className="button" to="/contact">
            Send us a message
          </Link>
          <a className="button button--ghost" href={`tel:${phone.tel}`}>
            Call {phone.display}
          </a>
        </div>
      </div>
    </section>
  );
}
