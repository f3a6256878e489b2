import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FilterSelect } from "./work-table";

describe("FilterSelect", () => {
  it("offers any value first, then each option by its label, with the current value chosen and the field labelled", () => {
    const html = renderToStaticMarkup(<FilterSelect id="queue-kind" name="kind" label="Kind" value="rental" anyLabel="Any kind" options={[["sale", "Sale"], ["rental", "Rental"]]} />);
    expect(html).toBe(
      '<div class="work-table__field work-table__field--narrow"><label for="queue-kind">Kind</label><select id="queue-kind" name="kind" class="work-table__select">' +
        '<option value="">Any kind</option><option value="sale">Sale</option><option value="rental" selected="">Rental</option></select></div>',
    );
  });
});
