import { describe, expect, it } from "vitest";
import { SPAM_GUARD_FIELDS } from "./spam-guard-fields";
import { checkSpam, FORM_TOKEN_MAX_AGE_MS, guardSubmission, issueFormToken, PRESS_SEND_AGAIN, sendAgainReply } from "./spam-guard.server";

const secret = "test-secret-for-the-spam-guard";
const issuedAt = Date.UTC(2025, 9, 13, 14, 0, 0);
const minFillMs = 2500;

function submission(fields: Partial<Record<string, string>>) {
  const formData = new FormData();
  formData.set("name", "Ada Lovelace");
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) formData.set(name, value);
  return formData;
}

function check(formData: FormData, now: number, options: { secret?: string } = {}) {
  return checkSpam(formData, { now, secret: options.secret ?? secret, minFillMs });
}

describe("spam guard", () => {
  const token = issueFormToken({ now: issuedAt, secret });

  it("lets a person through who took their time with a genuine token", () => {
    const formData = submission({ [SPAM_GUARD_FIELDS.token]: token, [SPAM_GUARD_FIELDS.honeypot]: "" });
    expect(check(formData, issuedAt + 30_000)).toEqual({ spam: false });
    expect(check(formData, issuedAt + minFillMs)).toEqual({ spam: false });
  });

  it("catches a filled honeypot, even with a genuine token", () => {
    const formData = submission({ [SPAM_GUARD_FIELDS.token]: token, [SPAM_GUARD_FIELDS.honeypot]: "https://spam.example" });
    expect(check(formData, issuedAt + 30_000)).toEqual({ spam: true, reason: "honeypot" });
  });

  it("catches a form sent sooner than the minimum fill time", () => {
    const formData = submission({ [SPAM_GUARD_FIELDS.token]: token });
    expect(check(formData, issuedAt + 400)).toEqual({ spam: true, reason: "too-fast" });
    expect(check(formData, issuedAt + minFillMs - 1)).toEqual({ spam: true, reason: "too-fast" });
  });

  it("catches a missing, forged or altered token", () => {
    expect(check(submission({}), issuedAt + 30_000)).toEqual({ spam: true, reason: "missing-token" });
    const forged = issueFormToken({ now: issuedAt, secret: "someone-elses-secret" });
    expect(check(submission({ [SPAM_GUARD_FIELDS.token]: forged }), issuedAt + 30_000)).toEqual({
      spam: true,
      reason: "forged-token",
    });
    // Backdating the time without the secret breaks the signature.
    const backdated = token.replace(String(issuedAt), String(issuedAt - 60_000));
    expect(check(submission({ [SPAM_GUARD_FIELDS.token]: backdated }), issuedAt + 1_000)).toEqual({
      spam: true,
      reason: "forged-token",
    });
    for (const junk of ["not-a-token", `${issuedAt}.`, ".abc", "x".repeat(5000)]) {
      expect(check(submission({ [SPAM_GUARD_FIELDS.token]: junk }), issuedAt + 30_000)).toMatchObject({ spam: true });
    }
  });

  it("refuses a token older than two hours", () => {
    const formData = submission({ [SPAM_GUARD_FIELDS.token]: token });
    expect(check(formData, issuedAt + FORM_TOKEN_MAX_AGE_MS)).toEqual({ spam: false });
    expect(check(formData, issuedAt + FORM_TOKEN_MAX_AGE_MS + 1)).toEqual({ spam: true, reason: "expired" });
  });
});

describe("guardSubmission", () => {
  const token = issueFormToken({ now: issuedAt, secret });
  const guard = (formData: FormData, now: number) => guardSubmission("test", formData, { now, secret, minFillMs });

  it("passes a genuine form on with its own token, for showing the form again after a refusal", () => {
    expect(guard(submission({ [SPAM_GUARD_FIELDS.token]: token }), issuedAt + 30_000)).toEqual({ outcome: "pass", token });
  });

  it("drops only a filled honeypot silently", () => {
    expect(guard(submission({ [SPAM_GUARD_FIELDS.token]: token, [SPAM_GUARD_FIELDS.honeypot]: "x" }), issuedAt + 30_000)).toEqual({ outcome: "drop" });
  });

  it("sends a too-fast form back with the same token, which passes once the fill time has gone by", () => {
    const retry = guard(submission({ [SPAM_GUARD_FIELDS.token]: token }), issuedAt + 300);
    expect(retry).toEqual({ outcome: "retry", token });
    const again = submission({ [SPAM_GUARD_FIELDS.token]: retry.outcome === "retry" ? retry.token : "" });
    expect(guard(again, issuedAt + minFillMs)).toEqual({ outcome: "pass", token });
  });

  it("sends a form with an expired, foreign or missing token back with a fresh token", () => {
    const now = issuedAt + FORM_TOKEN_MAX_AGE_MS + 60_000;
    const forged = issueFormToken({ now: issuedAt, secret: "someone-elses-secret" });
    for (const fields of [{ [SPAM_GUARD_FIELDS.token]: token }, { [SPAM_GUARD_FIELDS.token]: forged }, {}]) {
      const retry = guard(submission(fields), now);
      expect(retry).toEqual({ outcome: "retry", token: issueFormToken({ now, secret }) });
    }
  });

  it("builds the reply that keeps what was typed and asks to press Send again", () => {
    expect(sendAgainReply({ name: "Ada" }, token)).toEqual({ fieldErrors: {}, values: { name: "Ada" }, formError: PRESS_SEND_AGAIN, formToken: token });
    expect(PRESS_SEND_AGAIN).toMatch(/^Please press Send again/);
  });
});
