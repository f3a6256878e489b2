import { useId } from "react";

/** Names of the spam guard's form fields (shared by the form and the server check). */
export const SPAM_GUARD_FIELDS = {
  /** The honeypot: people never see it, naive bots fill it in. */
  honeypot: "website",
  /** The signed time the form was issued (see spam-guard.server.ts). */
  token: "formStart",
} as const;

/**
 * The spam guard's hidden fields; put them inside any public form whose
 * route loader issued a token with `issueFormToken()`.
 */
export function SpamGuardFields({ token }: { token: string }) {
  const id = useId();
  return (
    <>
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={id}>Leave this field empty</label>
        <input id={id} type="text" name={SPAM_GUARD_FIELDS.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <input type="hidden" name={SPAM_GUARD_FIELDS.token} value={token} />
    </>
  );
}
