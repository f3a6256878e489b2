import { VERIFY_MESSAGES } from "../account-rules";

/**
 * The notice of an unconfirmed e-mail address with its "send the link
 * again" button: on the dashboards, over a buyer's account pages and on
 * /verify-email. A plain POST, no script needed.
 */
export function ResendVerificationForm({
  email,
  message = VERIFY_MESSAGES.pending,
  buttonLabel = "Send the link again",
}: {
  email: string;
  message?: string;
  buttonLabel?: string;
}) {
  return (
    <form method="post" action="/verify-email" className="verify-email-notice" aria-label="Confirm your e-mail address">
      <p>
        {message} We sent it to <strong>{email}</strong>.
      </p>
      <input type="hidden" name="intent" value="resend" />
      <button type="submit" className="button button--ghost">
        {buttonLabel}
      </button>
    </form>
  );
}
