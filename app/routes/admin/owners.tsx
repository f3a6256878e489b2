import { requireUser } from "~/features/accounts/index.server";
import type { OwnerFormReply } from "~/features/owner-accounts";
import { InviteOwnerForm, OwnersTable } from "~/features/owner-accounts/components";
import { handleOwnerInvitationForm, listOwners } from "~/features/owner-accounts/index.server";
import type { PageHandle } from "~/features/shell";
import { readFormData } from "~/shared/forms/parse-form";
import { throwFailure } from "~/shared/http/failure-status";
import { sendReplyOrErrorPage } from "~/shared/http/reply";
import adminStylesHref from "~/styles/admin.css?url";
import sectionStylesHref from "~/styles/admin-sections.css?url";
import ownerStylesHref from "~/styles/owner-office.css?url";
import type { Route } from "./+types/owners";

/**
 * /admin/admindashboard/owners: every villa owner (whether they have accepted
 * the invitation, their villas, their balance) and the form that invites one.
 * Administrators only (loader and action ask manage:owner-accounts; the
 * services ask again). Plain forms, no React in the browser.
 */
export const handle: PageHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: "Villa owners | Admin dashboard | Sugar Apple Realty" }, { name: "robots", content: "noindex" }];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: adminStylesHref },
  { rel: "stylesheet", href: sectionStylesHref },
  { rel: "stylesheet", href: ownerStylesHref },
];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request, "manage:owner-accounts");
  const owners = await listOwners(user);
  if (!owners.success) throwFailure(owners);
  return { owners: owners.data };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request, "manage:owner-accounts");
  return sendReplyOrErrorPage(await handleOwnerInvitationForm(user, await readFormData(request)));
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="container section admin-dashboard">
      <section className="admin-section" aria-labelledby="owners-heading">
        <h2 id="owners-heading">Villa owners</h2>
        <p className="admin-section__intro">The owners whose villas the brokerage manages, with what the trust account holds for each of them now.</p>
        <OwnersTable owners={loaderData.owners} />
      </section>
      <section className="admin-section owner-forms">
        <InviteOwnerForm reply={actionData as OwnerFormReply | undefined} />
      </section>
    </div>
  );
}
