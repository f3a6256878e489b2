import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EmailLink } from "./email-link";

describe("EmailLink", () => {
  it("links the address and lets it break only after its @", () => {
    expect(renderToStaticMarkup(<EmailLink address="grace.liu@example.com" />)).toBe('<a href="mailto:grace.liu@example.com">grace.liu@<wbr/>example.com</a>');
  });

  it("shows an address without an @ as it is", () => {
    expect(renderToStaticMarkup(<EmailLink address="office" />)).toBe('<a href="mailto:office">office</a>');
  });
});
