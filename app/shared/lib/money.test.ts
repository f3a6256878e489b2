import { describe, expect, it } from "vitest";
import { centsOfDollars, dollarsFieldOfCents, formatCents, formatWholeDollars, groupDollars, MONEY_PATTERN, parseDollarsToCents, plainDollarsOfCents } from "./money";

describe("money in cents", () => {
  it("formats cents as dollars, with cents only when there are some", () => {
    expect(formatCents(125_000)).toBe("$1,250");
    expect(formatCents(15_625)).toBe("$156.25");
    expect(formatCents(5)).toBe("$0.05");
    expect(formatCents(0)).toBe("$0");
    expect(formatCents(-2_550)).toBe("-$25.50");
  });

  it("formats amounts held in whole dollars, rounded to the dollar", () => {
    expect(formatWholeDollars(1_250_000)).toBe("$1,250,000");
    expect(formatWholeDollars(2_527.6)).toBe("$2,528");
    expect(formatWholeDollars(950)).toBe("$950");
  });

  it("always shows the cents where columns of amounts must line up", () => {
    expect(formatCents(125_000, { alwaysCents: true })).toBe("$1,250.00");
    expect(formatCents(0, { alwaysCents: true })).toBe("$0.00");
    expect(formatCents(-2_500, { alwaysCents: true })).toBe("-$25.00");
  });

  it("reads typed dollars as cents and refuses anything else", () => {
    expect(parseDollarsToCents("1,250")).toBe(125_000);
    expect(parseDollarsToCents(" $156.25 ")).toBe(15_625);
    expect(parseDollarsToCents("99.5")).toBe(9_950);
    expect(parseDollarsToCents("0")).toBe(0);
    for (const bad of ["", "-5", "1.234", "abc", "1e5", "12.", "$"]) expect(parseDollarsToCents(bad)).toBeNull();
  });

  it("converts whole dollars and back to a field's text", () => {
    expect(centsOfDollars(1_250)).toBe(125_000);
    expect(centsOfDollars(null)).toBeNull();
    expect(dollarsFieldOfCents(125_000)).toBe("1250");
    expect(dollarsFieldOfCents(15_650)).toBe("156.50");
    expect(dollarsFieldOfCents(null)).toBe("");
  });

  it("shows a typed amount with its thousands separated, and leaves other text as typed", () => {
    expect(groupDollars("4250000")).toBe("4,250,000");
    expect(groupDollars(" $3,995,000 ")).toBe("3,995,000");
    expect(groupDollars("1250.5")).toBe("1,250.5");
    expect(groupDollars("950")).toBe("950");
    expect(groupDollars("0")).toBe("0");
    for (const text of ["", "abc", "-5", "1e6", "4.250.000", "12.345"]) expect(groupDollars(text)).toBe(text);
  });

  it("lets the browser send what the server reads as dollars, and stops what it cannot", () => {
    // The browser matches a pattern against the whole value, with the v flag.
    const pattern = new RegExp(`^(?:${MONEY_PATTERN})$`, "v");
    for (const text of ["1250000", "1,250,000", "$1,250,000", "$ 950", "156.25", "4,250,000."]) expect(pattern.test(text), text).toBe(true);
    for (const text of ["abc", "-5", "1e6", ",5", "1.234"]) expect(pattern.test(text), text).toBe(false);
  });

  it("writes plain dollars with two decimals for spreadsheets", () => {
    expect([125_000, 15_625, 5, 0, -5, -123_456].map(plainDollarsOfCents)).toEqual(["1250.00", "156.25", "0.05", "0.00", "-0.05", "-1234.56"]);
  });
});
