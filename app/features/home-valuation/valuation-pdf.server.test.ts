import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { valuationMail, type ValuationCopy } from "./valuation-mail";
import { valuationPdf } from "./valuation-pdf.server";

const comparable = (at: number) => ({
  id: `00000000-0000-4000-8000-${String(at).padStart(12, "0")}`,
  title: `Coral Bay House ${at} 🌴`,
  path: `/soldproperty/${at}`,
  area: "Coral Bay",
  closeDate: "2026-06-01",
  closePrice: 1_000_000 + at * 1000,
  adjustedPrice: 1_050_000,
  weightPercent: 10,
  adjustments: [
    { label: "Size", percent: 12.5 },
    { label: "View", percent: -10.7 },
  ],
  photo: null,
});

const copy = (count: number): ValuationCopy => ({
  address: "12 Calabash Boom Road",
  area: "Coral Bay",
  asOf: "2026-11-29",
  estimate: 1_045_000,
  low: 890_000,
  high: 1_225_000,
  confidence: "medium",
  sentence: "Based on 4 sales in Coral Bay in the last two years, one of them older than a year: a moderate range.",
  comparables: Array.from({ length: count }, (_, index) => comparable(index + 1)),
  ownerName: "Ada Lovelace",
  agent: { name: "Maya Charles", email: "maya@agents.example", phone: "(340) 555-0100" },
});

describe("the owner's valuation", () => {
  it("is a PDF that loads back, titled with the address and holding the estimate and range", async () => {
    const bytes = await valuationPdf(copy(4), new Date("2026-11-29T16:00:00Z"));
    expect(Buffer.from(bytes.slice(0, 5)).toString("latin1")).toBe("%PDF-");
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe("Your home valuation: 12 Calabash Boom Road, Coral Bay");
    expect(pdf.getSubject()).toBe("Estimated value $1,045,000, likely range $890,000 to $1,225,000");
    expect(pdf.getAuthor()).toBe("Sugar Apple Realty");
  });

  it("runs the comparables' table onto more pages when it is long", async () => {
    const pdf = await PDFDocument.load(await valuationPdf(copy(60)));
    expect(pdf.getPageCount()).toBeGreaterThan(1);
  });

  it("is an e-mail with the figures, every comparable with its adjustments and weight, the method and the agent's signature", () => {
    const mail = valuationMail(copy(2), "https://example.test");
    expect(mail.subject).toBe("Your home valuation: 12 Calabash Boom Road, Coral Bay");
    expect(mail.text).toContain("Estimated value: $1,045,000\nLikely range: $890,000 to $1,225,000\nConfidence: Medium confidence");
    expect(mail.text).toContain("Adjustments: Size +12.5%, View -10.7%");
    expect(mail.text).toContain("https://example.test/soldproperty/2");
    expect(mail.text).toContain("not an appraisal");
    expect(mail.text.endsWith("--\nMaya Charles\nSugar Apple Realty\n(340) 555-0100\nmaya@agents.example")).toBe(true);
    expect(mail.blocks.filter((block) => block.kind === "listing")).toHaveLength(2);
  });
});
