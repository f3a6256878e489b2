import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestListing } from "./listing-factory";
import { findVillaByName } from "./villa-selection";
import { listApprovedVillas } from "./villas.server";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("listApprovedVillas", () => {
  it("lists approved rentals only, with the names villa selection reads", async () => {
    const solstice = await createTestListing({ kind: "rental", title: "Villa Solstice", slug: "villa-solstice" });
    const unnamed = await createTestListing({ kind: "rental", title: "Seaside Studio", slug: "seaside-studio", propertyInfo: { slug: "seaside-studio" } });
    await createTestListing({ kind: "rental", title: "Villa Pending", slug: "villa-pending", reviewStatus: "pending" });
    await createTestListing({ kind: "sale", title: "Villa For Sale", slug: "villa-for-sale" });

    const result = await listApprovedVillas();
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data).toEqual([
      { id: solstice.id, name: "Villa Solstice", propertyInfo: { name: "Villa Solstice", slug: "villa-solstice" } },
      { id: unnamed.id, name: "Seaside Studio", propertyInfo: { slug: "seaside-studio" } },
    ]);

    // A villa is selected by name, against propertyInfo.name or name.
    expect(findVillaByName("villa-solstice", result.data)?.id).toBe(solstice.id);
    expect(findVillaByName("Seaside Studio", result.data)?.id).toBe(unnamed.id);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(findVillaByName("villa-pending", result.data)).toBeNull();
    expect(warn).toHaveBeenCalledWith('Villa not found: "villa-pending". Available villas: Villa Solstice, Seaside Studio');
  });
});
