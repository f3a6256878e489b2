import { describe, expect, it } from "vitest";
import { fail, failWith } from "../lib/result";
import { failureMessage, failureReply, sendFailure, sendReplyOrErrorPage } from "./reply";

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe("form replies", () => {
  it("give a failed result its code's status and the form's own words for a failure on our side", () => {
    expect(failureReply(failWith("rate_limited", "Too many"), { formError: "Too many" })).toEqual({ status: 429, body: { formError: "Too many" } });
    expect(failureReply(fail("Name is required"), {})).toEqual({ status: 400, body: {} });
    expect(failureMessage(failWith("unexpected", "Something went wrong"), "Please call us")).toBe("Please call us");
    expect(failureMessage(failWith("conflict", "Already approved"), "Please call us")).toBe("Already approved");
  });

  it("send a reply, or the error page for the codes asked for (a failure on our side by default)", () => {
    expect(sendReplyOrErrorPage({ status: 409, body: { error: "Already approved" } })).toMatchObject({ data: { error: "Already approved" }, init: { status: 409 } });
    expect(thrown(() => sendReplyOrErrorPage({ status: 500, body: {} }))).toMatchObject({ init: { status: 500, statusText: "Internal Server Error" } });
    expect(thrown(() => sendReplyOrErrorPage({ status: 404, body: {} }, ["not_found"]))).toMatchObject({ init: { status: 404 } });
    expect(sendFailure(failWith("not_found", "Gone"), { error: "Gone" })).toMatchObject({ init: { status: 404 } });
    expect(thrown(() => sendFailure(failWith("unexpected", "Something went wrong"), {}))).toMatchObject({ init: { status: 500 } });
  });
});
