import { FormField } from "~/shared/ui/form-field";
import { PERSON_LIMITS as LIMITS, PHONE_PATTERN } from "~/shared/forms/person-rules";

type PersonFieldsProps = {
  values: Partial<Record<string, string>>;
  errors: Partial<Record<string, string>>;
  /** The field to focus on load: the first one the server refused. */
  focus?: string;
  emailHint?: string;
  phoneHint?: string;
  /** Someone else's details, typed by staff: the name's label says whose, and the browser suggests none of the staff member's own. */
  someoneElse?: { nameLabel: string };
};

/** Name, e-mail and optional phone: the same three fields on every form that asks who you are. */
export function PersonFields({ values, errors, focus, emailHint, phoneHint, someoneElse }: PersonFieldsProps) {
  const suggest = (own: string) => (someoneElse ? "off" : own);
  return (
    <>
      <FormField
        name="name"
        label={someoneElse?.nameLabel ?? "Your name"}
        required
        maxLength={LIMITS.nameMax}
        autoComplete={suggest("name")}
        defaultValue={values.name}
        error={errors.name}
        autoFocus={focus === "name"}
      />
      <FormField
        name="email"
        label="E-mail address"
        type="email"
        required
        maxLength={LIMITS.emailMax}
        autoComplete={suggest("email")}
        hint={emailHint}
        defaultValue={values.email}
        error={errors.email}
        autoFocus={focus === "email"}
      />
      <FormField
        name="phone"
        label="Phone"
        type="tel"
        maxLength={LIMITS.phoneMax}
        pattern={PHONE_PATTERN}
        autoComplete={suggest("tel")}
        hint={phoneHint}
        defaultValue={values.phone}
        error={errors.phone}
        autoFocus={focus === "phone"}
      />
    </>
  );
}
