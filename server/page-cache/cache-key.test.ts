import { describe, expect, it } from "vitest";
import { QueryRules } from "./cache-key";

describe("QueryRules.normalize", () => {
  it("keys a campaign link by its path alone, before and after the page has said what it reads", () => {
    const rules = new QueryRules();
    expect(rules.normalize("/listing?utm_source=mail&utm_medium=email&fbclid=IwAR0xyz")).toBe("/listing");
    rules.learn("/listing", "");
    expect(rules.normalize("/listing?utm_source=mail&&gclid=abc&x=1")).toBe("/listing");
    expect(rules.normalize("/listing?")).toBe("/listing");
  });

  it("keeps what the page reads, sorted, and drops the rest, however the names are written", () => {
    const rules = new QueryRules();
    rules.learn("/mls", "minPrice,q");
    expect(rules.normalize("/mls?utm_source=x&q=villa&minPrice=5&x=1")).toBe("/mls?minPrice=5&q=villa");
    // Encoded names are read as the page reads them: `utm%5Fcampaign` is a tracking parameter, `%71` is `q`.
    expect(rules.normalize("/mls?utm%5Fcampaign=spring&%71=beach+house")).toBe("/mls?q=beach+house");
    expect(rules.normalize("/mls?q")).toBe("/mls?q=");
  });

  it("keeps every parameter but the tracking ones of a page that has not said what it reads", () => {
    const rules = new QueryRules();
    expect(rules.normalize("/new?b=2&utm_source=x&a=1")).toBe("/new?a=1&b=2");
    expect(rules.normalize("/new?a+b=1")).toBe("/new?a+b=1");
  });
});
