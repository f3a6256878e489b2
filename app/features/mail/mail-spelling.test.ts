import { describe, expect, it } from "vitest";
import { britishSpellings } from "~/shared/copy/spelling-test-helpers";
import { composeMail } from "./mail-layout";
import { MAIL_SAMPLES, SAMPLE_PUBLIC_URL } from "./mail-samples-test-data";

/**
 * Every e-mail the site writes is American English, like its pages: each
 * composer is called with sample data in each of its variants, and its
 * subject, text and HTML are read for British spellings.
 */
const brokerage = { legalName: "Sugar Apple Realty LLC", license: "B-1", brokerOfRecord: "Ana Neal", brokerLicense: "RB-2" };

describe("the site's e-mails", () => {
  it.each(Object.entries(MAIL_SAMPLES))("%s is written in American English", (_name, mail) => {
    const { html } = composeMail(mail, { publicUrl: SAMPLE_PUBLIC_URL, brokerage });
    expect(mail.subject.length).toBeGreaterThan(0);
    expect(mail.text.length).toBeGreaterThan(0);
    expect(britishSpellings(mail.subject)).toEqual([]);
    expect(britishSpellings(mail.text)).toEqual([]);
    expect(britishSpellings(html)).toEqual([]);
  });
});
