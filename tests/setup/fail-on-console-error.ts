import { afterEach, beforeEach, vi, type MockInstance } from "vitest";

/**
 * An unexpected console.error fails the test. A test that expects one
 * (an error that must be logged) asserts on it and calls mockClear().
 */
let spy: MockInstance<typeof console.error>;

beforeEach(() => {
  spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  const calls = spy.mock.calls;
  spy.mockRestore();
  if (calls.length > 0) {
    throw new Error(`Unexpected console.error:\n${calls.map((call) => call.map(String).join(" ")).join("\n")}`);
  }
});

export function expectConsoleError(pattern: RegExp) {
  const messages = spy.mock.calls.map((call) => call.map(String).join(" "));
  if (!messages.some((message) => pattern.test(message))) {
    throw new Error(`Expected a console.error matching ${pattern}, got:\n${messages.join("\n") || "(none)"}`);
  }
  spy.mockClear();
}
