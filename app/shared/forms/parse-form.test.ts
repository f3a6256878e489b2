import { z } from "zod";
import { describe, expect, it } from "vitest";
import { FORM_ERROR_MESSAGE, parseForm, readFormData } from "./parse-form";

const schema = z.object({
  name: z.string({ error: "Please enter your name" }).trim().min(1, "Please enter your name"),
  age: z.coerce.number({ error: "Please enter your age" }).int().min(18, "You must be 18 or older"),
  password: z.string({ error: "Please enter a password" }).min(8, "Use at least 8 characters"),
});

function form(entries: Array<[string, string | Blob]>) {
  const formData = new FormData();
  for (const [name, value] of entries) formData.append(name, value);
  return formData;
}

describe("parseForm", () => {
  it("returns typed data for a good form and ignores extra fields", () => {
    const result = parseForm(
      form([
        ["name", " Ada "],
        ["age", "36"],
        ["password", "correct horse"],
        ["isAdmin", "true"],
      ]),
      schema,
    );
    expect(result.success).toBe(true);
    if (result.success) expect(result.data).toEqual({ name: "Ada", age: 36, password: "correct horse" });
    expect(result.values).not.toHaveProperty("isAdmin");
  });

  it("gives the first message per field and echoes what was typed", () => {
    const result = parseForm(
      form([
        ["name", "  "],
        ["age", "12"],
        ["password", "short"],
      ]),
      schema,
    );
    expect(result).toEqual({
      success: false,
      fieldErrors: { name: "Please enter your name", age: "You must be 18 or older", password: "Use at least 8 characters" },
      values: { name: "  ", age: "12", password: "short" },
      formError: FORM_ERROR_MESSAGE,
    });
  });

  it("gives missing fields the schema's message", () => {
    const result = parseForm(new FormData(), schema);
    expect(result).toMatchObject({
      success: false,
      fieldErrors: { name: "Please enter your name", password: "Please enter a password" },
      values: {},
    });
    expect(result.success || result.fieldErrors.age).toBeTruthy();
  });

  it("never echoes secret fields", () => {
    const result = parseForm(form([["password", "hunter2"]]), schema, { secret: ["password"] });
    expect(result.values).toEqual({});
  });

  it("survives repeated fields and files without throwing", () => {
    const result = parseForm(
      form([
        ["name", "Ada"],
        ["name", "Grace"],
        ["age", new Blob(["36"])],
        ["password", "correct horse"],
      ]),
      schema,
    );
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.fieldErrors.name).toBe("Please enter your name");
      expect(result.values).toMatchObject({ name: "Ada" });
    }
  });

  it("keeps object-level rules as a message for the whole form", () => {
    const passwords = z
      .object({ password: z.string(), confirm: z.string() })
      .refine((value) => value.password === value.confirm, "The passwords do not match");
    const result = parseForm(
      form([
        ["password", "a"],
        ["confirm", "b"],
      ]),
      passwords,
    );
    expect(result).toMatchObject({ success: false, formError: "The passwords do not match", fieldErrors: {} });
  });
});

describe("readFormData", () => {
  it("reads an urlencoded body", async () => {
    const request = new Request("http://localhost/contact", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "name=Ada&message=hello",
    });
    expect((await readFormData(request)).get("name")).toBe("Ada");
  });

  it("reads a body that is not a form as an empty form", async () => {
    const request = new Request("http://localhost/contact", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Ada" }),
    });
    expect([...(await readFormData(request)).keys()]).toEqual([]);
  });
});
