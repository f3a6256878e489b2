import { users, type UserRole } from "~/features/accounts/user.table";
import { getDb } from "~/shared/db/client.server";
import { listings, type NewListingRow } from "./listing.table";
import { listingColumns, type Listing } from "./listing-store.server";

/**
 * Test data: a listing row written straight to the table (approved, for
 * sale, residential unless overridden). Kind-specific required columns are
 * filled in for sold listings and rentals.
 */
let sequence = 0;

export async function createTestListing(overrides: Partial<NewListingRow> = {}): Promise<Listing> {
  sequence += 1;
  const kind = overrides.kind ?? "sale";
  const title = overrides.title ?? `Test listing ${sequence}`;
  const slug = overrides.slug ?? `test-listing-${sequence}-${Math.random().toString(36).slice(2, 8)}`;
  const base: NewListingRow = {
    kind,
    category: "residential",
    subcategory: "single-family",
    title,
    slug,
    description: "A test listing.",
    area: "Cruz Bay",
    listPrice: 850_000,
    standardStatus: "Active",
    bedroomsTotal: 3,
    bathroomsTotalInteger: 2,
    livingArea: 1800,
    lotSizeAcres: 0.5,
    latitude: 18.33,
    longitude: -64.79,
    reviewStatus: "approved",
    // Listed by a demo agent who has no account here, unless the test names one (decision 0104).
    listAgentName: "Dana Sprauve",
    listAgentEmail: overrides.agentId ? null : "agent@demo.test",
  };
  if (kind === "sold") Object.assign(base, { standardStatus: "Closed", closePrice: 800_000, closeDate: "2025-06-30" });
  if (kind === "rental") {
    Object.assign(base, {
      subcategory: "villa",
      listPrice: null,
      propertyInfo: { name: title, slug },
      nightlyRate: 650,
      maxGuests: 6,
      minimumNights: 5,
      checkInTime: "16:00",
      checkOutTime: "10:00",
    });
  }
  const [row] = await getDb()
    .insert(listings)
    .values({ ...base, ...overrides })
    .returning(listingColumns);
  return row!;
}

/** An agent account (active, its e-mail verified unless told otherwise), for listings that point at their submitter. */
export async function createTestAgent(
  email = `agent${++sequence}@example.test`,
  name = "Test Agent",
  options: { status?: "pending" | "active"; emailVerified?: boolean; role?: UserRole } = {},
) {
  const [row] = await getDb()
    .insert(users)
    .values({
      email,
      name,
      role: options.role ?? "agent",
      status: options.status ?? "active",
      passwordHash: "not-a-real-hash",
      emailVerifiedAt: options.emailVerified === false ? null : new Date(),
    })
    .returning({ id: users.id, email: users.email, name: users.name, role: users.role, status: users.status });
  return row!;
}
