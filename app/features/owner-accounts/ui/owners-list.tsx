import { formatCents } from "~/shared/lib/money";
import { AdminTable, type AdminColumn } from "~/shared/tables/admin-table";
import { Link } from "~/shared/ui/link";
import { PersonFields } from "~/shared/ui/person-fields";
import type { OwnerRow } from "../list-owners.server";
import type { OwnerFormReply } from "../owner-form-reply";
import { labelled } from "./card-label";
import { OfficeForm } from "./office-form";

export const OWNERS_PATH = "/admin/admindashboard/owners";

const columns: AdminColumn<OwnerRow>[] = [
  { header: "Owner", rowHeader: true, cell: (owner) => <Link to={`${OWNERS_PATH}/${owner.id}`}>{owner.name}</Link> },
  { header: "E-mail", cell: (owner) => labelled("E-mail", owner.email) },
  {
    header: "Invitation",
    cell: (owner) => labelled("Invitation", owner.invitationAccepted ? "Accepted, address confirmed" : <span className="owner-pending">Not yet accepted</span>),
  },
  { header: "Villas managed", cell: (owner) => labelled("Villas managed", owner.villas.length > 0 ? owner.villas.map((villa) => villa.name).join(", ") : "None yet") },
  { header: "Balance", className: "owner-amount", cell: (owner) => labelled("Balance", formatCents(owner.balanceCents)) },
];

/** Every villa owner: who they are, whether they have accepted the invitation, their villas and what the office holds for them. */
export function OwnersTable({ owners }: { owners: readonly OwnerRow[] }) {
  return (
    <div className="owner-cards">
      <AdminTable
        caption="Villa owners by name, with their villas and balance"
        columns={columns}
        rows={owners}
        rowKey={(owner) => owner.id}
        empty={<p>No villa owners yet. Invite the first one below.</p>}
      />
    </div>
  );
}

/** The "Invite an owner" form: name, e-mail and phone; the owner's account and its link are e-mailed at once. */
export function InviteOwnerForm({ reply }: { reply: OwnerFormReply | undefined }) {
  return (
    <OfficeForm
      intent="invite-owner"
      title="Invite an owner"
      reply={reply}
      submitLabel="Send the invitation"
      pendingLabel="Sending…"
      intro={<p>The owner gets an e-mail with a link to choose a password for the owner portal; the link works once, within seven days.</p>}
    >
      {({ values, errors, focus }) => <PersonFields values={values} errors={errors} focus={focus} someoneElse={{ nameLabel: "Owner's name" }} />}
    </OfficeForm>
  );
}
