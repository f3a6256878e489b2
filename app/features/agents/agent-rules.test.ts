import { describe, expect, it } from "vitest";
import { bioParagraphs, emailKey, splitList } from "./agent-rules";
import { agentJsonLd } from "./agent-structured-data";
import { telHref } from "./ui/agent-profile";

describe("agent rules", () => {
  it("splits a typed list on commas, trimming and dropping repeats in any case", () => {
    expect(splitList(" English,  spanish ; English\nFrench,, ")).toEqual(["English", "spanish", "French"]);
    expect(splitList("")).toEqual([]);
  });

  it("reads paragraphs from blank lines", () => {
    expect(bioParagraphs("One.\r\n\r\nTwo\nstill two.\n\n\n  Three.  ")).toEqual(["One.", "Two\nstill two.", "Three."]);
  });

  it("compares e-mails lower-cased", () => {
    expect(emailKey("  Dana@Example.TEST ")).toBe("dana@example.test");
  });

  it("makes tel: links of typed numbers", () => {
    expect(telHref("(340) 555-0163")).toBe("tel:+13405550163");
    expect(telHref("+1 340 555 0163 ext. 12")).toBe("tel:+13405550163");
  });

  it("describes an agent as a RealEstateAgent of the brokerage", () => {
    const agent = { name: "Dana Sprauve", title: "Broker", email: "dana@example.test", phone: "(340) 555-0163", bio: "Grew up in Cruz Bay.\n\nSells villas.", languages: ["English"], specialities: ["Villas"], photo: { variants: [{ width: 800, format: "jpeg", key: "a".repeat(64) + "/800.jpg" }] } };
    expect(agentJsonLd(agent, "https://example.test/agent/1", "https://example.test")).toMatchObject({
      "@type": "RealEstateAgent",
      name: "Dana Sprauve",
      url: "https://example.test/agent/1",
      email: "mailto:dana@example.test",
      telephone: "(340) 555-0163",
      image: `https://example.test/media/${"a".repeat(64)}/800.jpg`,
      description: "Grew up in Cruz Bay.",
      knowsLanguage: ["English"],
      knowsAbout: ["Villas"],
      parentOrganization: { name: "Sugar Apple Realty" },
    });
  });
});
