import { useActionData } from "react-router";
import type { Route } from "./+types/contact";
import { ContactForm } from "~/features/contact/components";
import { enquirySubjectFrom, SUBJECT_PARAM } from "~/features/contact";
import { handleContactForm } from "~/features/contact/index.server";
import { issueFormToken } from "~/features/spam-guard/index.server";
import { site } from "~/shared/config/site";
import { OfficeContactEntries } from "~/features/content/components";
import { readFormData } from "~/shared/forms/parse-form";
import { PageHero } from "~/shared/ui/page-hero";
import { originFrom, pageMeta } from "~/shared/seo/meta";
import type { PageHandle } from "~/features/shell";
import { publicPageReading } from "~/shared/http/public-page";
import { sendReply } from "~/shared/http/reply";

/** The same for every visitor who is not signed in: shared caches and the page cache may keep it. */
export const headers = publicPageReading([SUBJECT_PARAM]);

// A static page: no React in the browser (docs/decisions/0008).
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(originFrom(matches), {
    title: "Contact Us",
    description: "Call, e-mail or send a message to Sugar Apple Realty in Cruz Bay, St. John.",
    path: "/contact",
  });

export function loader({ request }: Route.LoaderArgs) {
  return { formToken: issueFormToken(), about: enquirySubjectFrom(request.url) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const reply = await handleContactForm(await readFormData(request), { sourcePath: "/contact", clientAddress: context.clientAddress });
  return sendReply(reply);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHero title="Contact Us" eyebrow="Cruz Bay, St. John">
        Buying, selling or planning a villa stay? Send us a note or call the office: a St. John agent answers every
        message.
      </PageHero>
      <div className="container section contact-layout">
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">Send us a message</h2>
          <ContactForm formToken={loaderData.formToken} about={loaderData.about} actionData={actionData} />
        </section>
        <aside className="contact-office" aria-labelledby="contact-office-heading">
          <h2 id="contact-office-heading">Our office</h2>
          <address>
            {site.name}
            <br />
            {site.address.street}
            <br />
            {site.address.locality}, {site.address.region} {site.address.postalCode}
            <br />
            {site.address.country}
          </address>
          <p>Mail: {site.address.mailing}</p>
          <dl className="contact-office__list">
            <OfficeContactEntries />
          </dl>
        </aside>
      </div>
    </>
  );
}
