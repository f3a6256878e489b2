import { describe, expect, it } from "vitest";
import { expectConsoleError } from "../../../tests/setup/fail-on-console-error";
import { ok } from "./result";
import { CONFLICT_FAILURE_MESSAGE, runService, UNEXPECTED_FAILURE_MESSAGE } from "./service.server";

/** A driver error as Drizzle wraps it: the SQLSTATE on the cause. */
function driverError(code: string): Error {
  return new Error("Failed query: update things set n = n + 1", { cause: Object.assign(new Error("deadlock detected"), { code }) });
}

describe("runService", () => {
  it("passes a body's result through", async () => {
    expect(await runService("demo", {}, async () => ok({ id: "1" }))).toEqual({ success: true, id: "1" });
  });

  it("answers an unexpected failure with a generic message and logs the cause with its context", async () => {
    const result = await runService("insertThing", { thingId: "t1" }, async () => {
      throw new Error('invalid byte sequence for encoding "UTF8": 0x00 in insert into "things" values ($1)');
    });
    expect(result).toEqual({ success: false, error: UNEXPECTED_FAILURE_MESSAGE, code: "unexpected" });
    expectConsoleError(/insertThing failed .*"thingId":"t1".*invalid byte sequence/);
  });

  it("runs a body again when PostgreSQL ended its transaction as a deadlock or serialization failure", async () => {
    let calls = 0;
    const result = await runService("approve", {}, async () => {
      calls += 1;
      if (calls === 1) throw driverError("40P01");
      if (calls === 2) throw driverError("40001");
      return ok({ id: "done" });
    });
    expect(result).toEqual({ success: true, id: "done" });
    expect(calls).toBe(3);
  });

  it("answers a conflict, not an unexpected failure, when the conflicts go on", async () => {
    let calls = 0;
    const result = await runService("approve", {}, async () => {
      calls += 1;
      throw driverError("40P01");
    });
    expect(result).toEqual({ success: false, error: CONFLICT_FAILURE_MESSAGE, code: "conflict" });
    expect(calls).toBe(3);
  });
});
