import { describe, expect, it } from "vitest";
import { PHONE_PATTERN } from "~/shared/forms/person-rules";
import { CONTACT_MESSAGES } from "./contact-rules";
import { contactSchema } from "./contact-schema";

const valid = {
  name: "  Ada Lovelace ",
  email: " ada@example.com ",
  phone: "(340) 555-0142",
  message: "Is Villa Solstice free for a week in March?",
  subject: "About Villa Solstice",
};

function messages(input: Record<string, unknown>) {
  const result = contactSchema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) byField[String(issue.path[0])] ??= issue.message;
  return byField;
}

describe("contactSchema", () => {
  it("accepts a complete message and tidies it", () => {
    expect(contactSchema.parse(valid)).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "(340) 555-0142",
      message: "Is Villa Solstice free for a week in March?",
      subject: "About Villa Solstice",
    });
  });

  it("treats phone and subject as optional, blank or absent", () => {
    const { phone: _phone, subject: _subject, ...required } = valid;
    const tidied = { name: "Ada Lovelace", email: "ada@example.com", message: valid.message };
    expect(contactSchema.parse(required)).toEqual(tidied);
    expect(contactSchema.parse({ ...valid, phone: "  ", subject: "" })).toEqual(tidied);
  });

  it("names each missing or empty field in plain words", () => {
    expect(messages({})).toEqual({
      name: CONTACT_MESSAGES.name,
      email: CONTACT_MESSAGES.email,
      message: CONTACT_MESSAGES.message,
    });
    expect(messages({ name: "   ", email: "", message: " " })).toEqual({
      name: "Please enter your name",
      email: "Please enter your e-mail address",
      message: "Please enter your message",
    });
  });

  it("refuses an invalid e-mail address, a short message and a message over 5,000 characters", () => {
    expect(messages({ ...valid, email: "ada@" })).toEqual({ email: "Please enter a valid e-mail address" });
    expect(messages({ ...valid, email: `${"a".repeat(250)}@example.com` })).toEqual({ email: CONTACT_MESSAGES.emailTooLong });
    expect(messages({ ...valid, message: "Hi there" })).toEqual({ message: "Your message must be at least 10 characters" });
    expect(messages({ ...valid, message: "x".repeat(20_000) })).toEqual({
      message: "Your message must be 5,000 characters or fewer",
    });
    expect(messages({ ...valid, name: "n".repeat(101) })).toEqual({ name: "Your name must be 100 characters or fewer" });
    expect(messages({ ...valid, subject: "s".repeat(201) })).toEqual({ subject: CONTACT_MESSAGES.subjectTooLong });
  });

  it("counts a CRLF line break as one character, as the browser's textarea does", () => {
    const lines = "a".repeat(2499) + "\r\n" + "b".repeat(2500);
    expect(contactSchema.parse({ ...valid, message: lines }).message).toHaveLength(5000);
  });

  it("puts a name and subject on one line", () => {
    expect(contactSchema.parse({ ...valid, name: "Ada\r\nBcc: x@spam.example" }).name).toBe("Ada Bcc: x@spam.example");
  });

  it("accepts the phone numbers people write and refuses text", () => {
    for (const phone of ["340-555-0142", "+1 (340) 555-0142", "340.555.0142", "+44 20 7946 0958", "(340) 555-0142 ext. 12"]) {
      expect(messages({ ...valid, phone }), phone).toEqual({});
    }
    for (const phone of ["call me", "12", "555-CALL-NOW", "1".repeat(41)]) {
      expect(messages({ ...valid, phone }), phone).toHaveProperty("phone");
    }
  });

  it("refuses values of the wrong type without throwing", () => {
    expect(messages({ name: 42, email: ["a@b.co"], message: { text: "hello there" }, phone: 5 })).toEqual({
      name: CONTACT_MESSAGES.name,
      email: CONTACT_MESSAGES.email,
      message: CONTACT_MESSAGES.message,
      phone: CONTACT_MESSAGES.phoneInvalid,
    });
  });

  it("uses a phone pattern that browsers can compile for the pattern attribute", () => {
    // Browsers compile `pattern` with the `v` flag; it must be valid there.
    expect(() => new RegExp(`^(?:${PHONE_PATTERN})$`, "v")).not.toThrow();
  });
});
