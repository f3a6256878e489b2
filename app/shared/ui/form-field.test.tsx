import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FormField } from "./form-field";

/** The value of one attribute of the first tag with that name in some markup. */
function attribute(markup: string, tag: string, name: string): string | undefined {
  const element = new RegExp(`<${tag}\\b[^>]*>`).exec(markup)?.[0] ?? "";
  return new RegExp(`\\s${name}="([^"]*)"`).exec(element)?.[1];
}

describe("FormField", () => {
  it("labels the input and carries the native constraints", () => {
    const markup = renderToStaticMarkup(
      <FormField name="email" label="E-mail address" type="email" required maxLength={254} autoComplete="email" defaultValue="ada@example.com" />,
    );
    const id = attribute(markup, "input", "id");
    expect(id).toBeTruthy();
    expect(attribute(markup, "label", "for")).toBe(id);
    expect(attribute(markup, "input", "name")).toBe("email");
    expect(attribute(markup, "input", "type")).toBe("email");
    expect(attribute(markup, "input", "required")).toBe("");
    expect(attribute(markup, "input", "maxLength")).toBe("254");
    expect(attribute(markup, "input", "autoComplete")).toBe("email");
    expect(attribute(markup, "input", "value")).toBe("ada@example.com");
    expect(attribute(markup, "input", "aria-invalid")).toBeUndefined();
    expect(attribute(markup, "input", "aria-describedby")).toBeUndefined();
  });

  it("draws a money field as text with the number keyboard, its amount's thousands separated", () => {
    const markup = renderToStaticMarkup(<FormField name="listPrice" label="List price (US$)" money required defaultValue="4250000" />);
    expect(attribute(markup, "input", "type")).toBe("text");
    expect(attribute(markup, "input", "inputMode")).toBe("numeric");
    expect(attribute(markup, "input", "data-money")).toBe("");
    expect(attribute(markup, "input", "pattern")).toBeTruthy();
    expect(attribute(markup, "input", "value")).toBe("4,250,000");
    const cents = renderToStaticMarkup(<FormField name="nightly" label="Nightly rate (US$)" money inputMode="decimal" defaultValue="1250.5" />);
    expect(attribute(cents, "input", "inputMode")).toBe("decimal");
    expect(attribute(cents, "input", "value")).toBe("1,250.5");
  });

  it("links the hint and the error to the field and marks it invalid", () => {
    const markup = renderToStaticMarkup(
      <FormField name="message" label="Message" multiline required minLength={10} hint="Up to 5,000 characters." error="Please enter your message" />,
    );
    expect(attribute(markup, "textarea", "aria-invalid")).toBe("true");
    expect(attribute(markup, "textarea", "minLength")).toBe("10");
    const ids = attribute(markup, "textarea", "aria-describedby")!.split(" ");
    expect(ids).toHaveLength(2);
    expect(markup).toContain(`<p id="${ids[0]}" class="field__hint">Up to 5,000 characters.</p>`);
    expect(markup).toContain(`<p id="${ids[1]}" class="field__error">Please enter your message</p>`);
  });

  it("says when a field is optional", () => {
    expect(renderToStaticMarkup(<FormField name="phone" label="Phone" type="tel" />)).toContain(
      '<span class="field__optional"> (optional)</span>',
    );
  });
});
