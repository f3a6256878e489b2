import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectConsoleError } from "../tests/setup/fail-on-console-error";
import { errorAnswer } from "./error-answer";

describe("errorAnswer", () => {
  let base = "";
  let close: () => void = () => undefined;

  beforeAll(async () => {
    const app = express();
    app.get("/fails", () => {
      throw new Error('syntax error at or near "select" in select * from users where email = $1');
    });
    app.get("/refused", (_request, _response, next) => next(Object.assign(new Error("bad percent-encoding at /x%"), { status: 400 })));
    app.use(errorAnswer);
    await new Promise<void>((resolve) => {
      const server = app.listen(0, "127.0.0.1", () => {
        base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        close = () => server.close();
        resolve();
      });
    });
  });
  afterAll(() => close());

  it("answers an unhandled error with a plain line, never its message or stack, and logs it with the request", async () => {
    const response = await fetch(`${base}/fails`);
    const body = await response.text();
    expect(response.status).toBe(500);
    expect(body).toBe("Something went wrong on our side; please try again in a moment.");
    expect(body).not.toMatch(/select|at .*\.ts/);
    expectConsoleError(/Request failed .*"path":"\/fails".*syntax error/);
  });

  it("keeps a client error's 4xx status without echoing its message", async () => {
    const response = await fetch(`${base}/refused`);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe("The request could not be understood.");
  });
});
