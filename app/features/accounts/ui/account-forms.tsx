import { Form } from "react-router";
import { Link } from "~/shared/ui/link";
import type { FormFailure } from "~/shared/forms/parse-form";
import { FormField } from "~/shared/ui/form-field";
import { SpamGuardFields } from "~/features/spam-guard/components";
import { PersonFields } from "~/shared/ui/person-fields";
import { ACCOUNT_LIMITS as LIMITS } from "../account-rules";

/**
 * The account forms (docs/decisions/0004-forms.md). Their pages ship no React
 * (docs/decisions/0008): a plain POST renders the server's answer, and
 * autofocus puts the visitor on the first refused field.
 */

const passwordHint = `At least ${LIMITS.passwordMin} characters; a few unrelated words make a good one. Very common passwords are refused.`;

function FormAlert({ failure }: { failure: FormFailure | undefined }) {
  if (!failure?.formError) return null;
  return (
    <div className="form__alert" role="alert">
      <p>{failure.formError}</p>
    </div>
  );
}

function firstInvalid(failure: FormFailure | undefined, fields: readonly string[]): string | undefined {
  return fields.find((field) => failure?.fieldErrors[field]);
}

/** A new password with the site's rules (register, reset): the browser checks the length too. */
function NewPasswordField({ label, error, autoFocus }: { label: string; error?: string; autoFocus: boolean }) {
  return (
    <FormField
      name="password"
      label={label}
      type="password"
      required
      minLength={LIMITS.passwordMin}
      maxLength={LIMITS.passwordMax}
      autoComplete="new-password"
      hint={passwordHint}
      error={error}
      autoFocus={autoFocus}
    />
  );
}

export function LoginForm({ failure, redirectTo }: { failure?: FormFailure; redirectTo?: string }) {
  const errors = failure?.fieldErrors ?? {};
  const values = failure?.values ?? {};
  const focus = firstInvalid(failure, ["email", "password"]) ?? (failure?.formError ? "password" : undefined);
  return (
    <Form method="post" className="form" reloadDocument>
      <FormAlert failure={failure} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <FormField
        name="email"
        label="E-mail address"
        type="email"
        required
        maxLength={LIMITS.emailMax}
        autoComplete="username"
        defaultValue={values.email}
        error={errors.email}
        autoFocus={focus === "email"}
      />
      <FormField
        name="password"
        label="Password"
        type="password"
        required
        autoComplete="current-password"
        error={errors.password}
        autoFocus={focus === "password"}
      />
      <div>
        <button type="submit" className="button">
          Sign in
        </button>
      </div>
      <p className="link-row">
        <Link to="/forgot-password" reloadDocument>
          Forgot your password?
        </Link>{" "}
        · New agent?{" "}
        <Link to="/register" reloadDocument>
          Register
        </Link>
      </p>
    </Form>
  );
}

export function AgentRegistrationForm({ failure, formToken }: { failure?: FormFailure; formToken: string }) {
  const errors = failure?.fieldErrors ?? {};
  const values = failure?.values ?? {};
  const focus = firstInvalid(failure, ["name", "email", "phone", "password"]);
  return (
    <Form method="post" className="form" reloadDocument>
      <FormAlert failure={failure} />
      <PersonFields values={values} errors={errors} focus={focus} emailHint="You will sign in with it." />
      <NewPasswordField label="Password" error={errors.password} autoFocus={focus === "password"} />
      <SpamGuardFields token={failure?.formToken ?? formToken} />
      <div>
        <button type="submit" className="button">
          Register
        </button>
      </div>
      <p>
        Already registered?{" "}
        <Link to="/login" reloadDocument>
          Sign in
        </Link>
      </p>
    </Form>
  );
}

export function ForgotPasswordForm({ failure, formToken }: { failure?: FormFailure; formToken: string }) {
  const errors = failure?.fieldErrors ?? {};
  return (
    <Form method="post" action="/forgot-password" className="form" reloadDocument>
      <FormAlert failure={failure} />
      <FormField
        name="email"
        label="E-mail address"
        type="email"
        required
        maxLength={LIMITS.emailMax}
        autoComplete="email"
        hint="We will e-mail you a link to choose a new password. It works once, within one hour."
        defaultValue={failure?.values.email}
        error={errors.email}
        autoFocus={Boolean(errors.email)}
      />
      <SpamGuardFields token={failure?.formToken ?? formToken} />
      <div>
        <button type="submit" className="button">
          Send the link
        </button>
      </div>
    </Form>
  );
}

export function ResetPasswordForm({ failure }: { failure?: FormFailure }) {
  const errors = failure?.fieldErrors ?? {};
  const focus = firstInvalid(failure, ["password", "confirm"]);
  return (
    <Form method="post" className="form" reloadDocument>
      <FormAlert failure={failure} />
      <NewPasswordField label="New password" error={errors.password} autoFocus={focus === "password"} />
      <FormField
        name="confirm"
        label="New password again"
        type="password"
        required
        maxLength={LIMITS.passwordMax}
        autoComplete="new-password"
        error={errors.confirm}
        autoFocus={focus === "confirm"}
      />
      <div>
        <button type="submit" className="button">
          Change password
        </button>
      </div>
    </Form>
  );
}

/** Buyer sign-up: name, e-mail, optional phone and a password; the account is opened and signed in at once. */
export function BuyerSignupForm({ failure, formToken, redirectTo }: { failure?: FormFailure; formToken: string; redirectTo?: string }) {
  const errors = failure?.fieldErrors ?? {};
  const values = failure?.values ?? {};
  const focus = firstInvalid(failure, ["name", "email", "phone", "password"]);
  return (
    <Form method="post" className="form" reloadDocument>
      <FormAlert failure={failure} />
      <PersonFields
        values={values}
        errors={errors}
        focus={focus}
        emailHint="You will sign in with it; we send a link to confirm it."
        phoneHint="Filled in for you when you ask an agent about a listing."
      />
      <NewPasswordField label="Password" error={errors.password} autoFocus={focus === "password"} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <SpamGuardFields token={failure?.formToken ?? formToken} />
      <div>
        <button type="submit" className="button">
          Create my account
        </button>
      </div>
      <p>
        Already have an account?{" "}
        <Link to={redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/login"} reloadDocument>
          Sign in
        </Link>
      </p>
    </Form>
  );
}
