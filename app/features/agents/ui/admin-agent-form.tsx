import { Form, useNavigation } from "react-router";
import { PHONE_PATTERN } from "~/shared/forms/person-rules";
import type { FormFailure } from "~/shared/forms/parse-form";
import { FormField } from "~/shared/ui/form-field";
import { AGENT_LIMITS as LIMITS } from "../agent-rules";

export type EditableAgent = {
  id: string;
  name: string;
  title: string;
  email: string;
  phone: string | null;
  bio: string;
  languages: string[];
  specialities: string[];
  status: "active" | "inactive";
  photo: { alt: string } | null;
};

type Props = {
  /** The agent being edited, or null to add one. */
  agent: EditableAgent | null;
  failure: FormFailure | null;
};

/** Add or edit an agent profile, with an optional portrait upload (multipart; the whole form may be up to 1 MB). */
export function AdminAgentForm({ agent, failure }: Props) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const errors = failure?.fieldErrors ?? {};
  const values = failure?.values ?? {};
  const value = (name: keyof EditableAgent, fallback: string) => values[name] ?? fallback;
  const first = (["name", "title", "email", "phone", "bio", "languages", "specialities", "status", "photo"] as const).find((field) => errors[field]);
  return (
    <Form method="post" encType="multipart/form-data" className="form" aria-labelledby="agent-form-heading" key={agent?.id ?? "new"}>
      <h2 id="agent-form-heading">{agent ? `Edit ${agent.name}` : "Add an agent"}</h2>
      {failure?.formError ? (
        <div className="form__alert" role="alert">
          <p>{failure.formError}</p>
        </div>
      ) : null}
      <input type="hidden" name="intent" value="save" />
      {agent ? <input type="hidden" name="id" value={agent.id} /> : null}
      <FormField name="name" label="Name" required maxLength={LIMITS.nameMax} autoComplete="off" defaultValue={value("name", agent?.name ?? "")} error={errors.name} autoFocus={first === "name"} />
      <FormField name="title" label="Title" hint="e.g. Broker-Associate" maxLength={LIMITS.titleMax} defaultValue={value("title", agent?.title ?? "")} error={errors.title} autoFocus={first === "title"} />
      <FormField name="email" label="E-mail" type="email" required maxLength={LIMITS.emailMax} hint="Visitors' messages go here. Listings submitted with this e-mail show on the profile." defaultValue={value("email", agent?.email ?? "")} error={errors.email} autoFocus={first === "email"} />
      <FormField name="phone" label="Phone" type="tel" maxLength={LIMITS.phoneMax} pattern={PHONE_PATTERN} defaultValue={value("phone", agent?.phone ?? "")} error={errors.phone} autoFocus={first === "phone"} />
      <FormField name="bio" label="Bio" multiline rows={8} maxLength={LIMITS.bioMax} hint="Plain text. Leave a blank line between paragraphs." defaultValue={value("bio", agent?.bio ?? "")} error={errors.bio} autoFocus={first === "bio"} />
      <FormField name="languages" label="Languages" hint="Separated by commas, e.g. English, Spanish" maxLength={LIMITS.listMax * (LIMITS.listItemMax + 2)} defaultValue={value("languages", agent?.languages.join(", ") ?? "")} error={errors.languages} autoFocus={first === "languages"} />
      <FormField name="specialities" label="Specialities" hint="Separated by commas, e.g. Villas, Land, Coral Bay" maxLength={LIMITS.listMax * (LIMITS.listItemMax + 2)} defaultValue={value("specialities", agent?.specialities.join(", ") ?? "")} error={errors.specialities} autoFocus={first === "specialities"} />
      <FormField
        name="status"
        label="Status"
        required
        hint="Only active agents appear on the team page and have a public profile."
        defaultValue={value("status", agent?.status ?? "active")}
        error={errors.status}
        options={
          <>
            <option value="active">Active</option>
            <option value="inactive">Inactive</option>
          </>
        }
      />
      <div className="field">
        <label htmlFor="agent-photo">
          Portrait<span className="field__optional"> (optional)</span>
        </label>
        <p className="field__hint" id="agent-photo-hint">
          JPEG, PNG, WebP or AVIF, up to 950 KB (the whole form may not exceed 1 MB). {agent?.photo ? "Choosing a file replaces the current portrait." : ""}
        </p>
        <input
          id="agent-photo"
          name="photo"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          aria-describedby={errors.photo ? "agent-photo-hint agent-photo-error" : "agent-photo-hint"}
          aria-invalid={errors.photo ? true : undefined}
          autoFocus={first === "photo"}
        />
        {errors.photo ? (
          <p className="field__error" id="agent-photo-error">
            {errors.photo}
          </p>
        ) : null}
      </div>
      <FormField name="photoAlt" label="Describe the portrait" hint="For people who cannot see it. Left empty: “Portrait of” and the name." maxLength={LIMITS.photoAltMax} defaultValue={values.photoAlt ?? agent?.photo?.alt ?? ""} />
      {agent?.photo ? (
        <div className="field">
          <label>
            <input type="checkbox" name="removePhoto" /> Remove the current portrait
          </label>
        </div>
      ) : null}
      <div>
        <button type="submit" className="button" disabled={saving}>
          {saving ? "Saving…" : agent ? "Save changes" : "Add agent"}
        </button>{" "}
        {agent ? (
          <a className="button button--ghost" href="/admin/admindashboard/agents">
            Cancel
          </a>
        ) : null}
      </div>
    </Form>
  );
}
