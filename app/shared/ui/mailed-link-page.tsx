import type { ReactNode } from "react";
import { PageHero } from "./page-hero";

/**
 * The page behind a link sent by e-mail that changes something (confirm a
 * subscription, stop alerts). Opening it (GET) only asks, because mail
 * scanners open links on their own; the page's button POSTs and the action
 * acts. Unsubscribe links also accept a mail provider's one-click POST
 * (RFC 8058: `List-Unsubscribe=One-Click`, no cookies, no Origin), which the
 * hidden field lets the page's own button send the same way.
 */

/**
 * The link carries a token: never kept by a shared cache, nor sent to another
 * site as a referrer. (Not "no-referrer": browsers then send the page's own
 * button with `Origin: null`, which the origin check refuses.)
 */
export const mailedLinkHeaders = () => ({ "Cache-Control": "no-store", "Referrer-Policy": "same-origin" });

type MailedLinkPageProps = {
  title: string;
  eyebrow: string;
  /** The action's refusal, shown instead of the question. */
  error?: string | null;
  /** What the page says once done (or when there was nothing left to do); null while asking. */
  done: ReactNode | null;
  question: ReactNode;
  button: string;
  /** Sends the one-click unsubscribe field with the button. */
  oneClick?: boolean;
  /** Below the answer: a way on. */
  children?: ReactNode;
};

export function MailedLinkPage({ title, eyebrow, error, done, question, button, oneClick = false, children }: MailedLinkPageProps) {
  return (
    <>
      <PageHero title={title} eyebrow={eyebrow} />
      <div className="container section">
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : done ? (
          <div role="status">{done}</div>
        ) : (
          <form method="post">
            {oneClick ? <input type="hidden" name="List-Unsubscribe" value="One-Click" /> : null}
            <p>{question}</p>
            <button type="submit" className="button">
              {button}
            </button>
          </form>
        )}
        {children}
      </div>
    </>
  );
}

/** A forged, malformed or mistyped link (answered 400 with `{ error }`): its message and a way on. */
export function MailedLinkError({ error, title, children }: { error: unknown; title: string; children: ReactNode }) {
  const message =
    error && typeof error === "object" && "data" in error && error.data && typeof error.data === "object" && "error" in error.data
      ? String(error.data.error)
      : "This page could not be shown.";
  return (
    <div className="container section">
      <h1>{title}</h1>
      <p className="form-error" role="alert">
        {message}
      </p>
      <p>{children}</p>
    </div>
  );
}
