import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SubmitButton } from "./submit-button";

describe("SubmitButton", () => {
  it("submits with its label while idle and carries the label the page script shows while sending", () => {
    expect(renderToStaticMarkup(<SubmitButton pending={false} pendingLabel="Sending…">Send message</SubmitButton>)).toBe(
      '<button type="submit" class="button" data-pending-label="Sending…">Send message</button>',
    );
  });

  it("is disabled and says so while the form is sent, so a second click sends nothing", () => {
    expect(renderToStaticMarkup(<SubmitButton pending pendingLabel="Sending…">Send message</SubmitButton>)).toBe(
      '<button type="submit" class="button" disabled="" data-pending-label="Sending…">Sending…</button>',
    );
  });
});
