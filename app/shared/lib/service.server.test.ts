import { describe, expect, it } from "vitest";
import { expectConsoleError } from "../../../tests/setup/fail-on-console-error";
import { ok } from "./result";
import { runService, UNEXPECTED_FAILURE_MESSAGE } from "./service.server";

describe("runService", () => {
  it("passes a body's result through", async () => {
    expect(await runService("demo", {}, async () => ok({ id: "1" }))).toEqual({ success: true, id: "1" });
  });

  it("answers an unexpected failure with a generic message and logs the cause with its context", async () => {
    const result = await runService("insertThing", { thingId: "t1" }, async () => {
      throw new Error('invalid byte sequence for encoding "UTF8": 0x00 in insert into "things" values ($1)');
    });
    expect(result).toEqual({ success: false, error: UNEXPECTED_FAILURE_MESSAGE, unexpected: true });
    expectConsoleError(/insertThing failed .*"thingId":"t1".*invalid byte sequence/);
  });
});
