import { describe, expect, it } from "vitest";
import { DEFAULT_STAY_TERMS, describeCancellationPolicy, parseDollars } from "./stay-terms-rules";

describe("stay terms", () => {
  it("says the policy in words", () => {
    expect(describeCancellationPolicy(DEFAULT_STAY_TERMS.cancellationTiers)).toEqual([
      "Full refund of what you paid if you cancel 60 or more days before arrival.",
      "50% refund of what you paid if you cancel 30 or more days before arrival (up to 59 days).",
      "No refund if you cancel less than 30 days before arrival.",
    ]);
  });

  it("reads typed dollars as cents and refuses anything else", () => {
    expect(parseDollars("$1,250.5")).toBe(125_050);
    expect(parseDollars("300")).toBe(30_000);
    expect(parseDollars("-3")).toBeNull();
    expect(parseDollars("1.234")).toBeNull();
  });
});
