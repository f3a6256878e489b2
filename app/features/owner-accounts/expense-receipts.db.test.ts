import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestAgent, createTestListing } from "~/features/listings/listing-factory";
import { storageKeyOf } from "~/features/media";
import { processImage, type Storage } from "~/features/media/index.server";
import { createDiskStorage } from "~/features/media/storage.server";
import type { AuditedActor } from "~/shared/access/permissions";
import { readExpenseReceipt, type ReceiptFile } from "./expense-receipts.server";
import { recordExpense } from "./owner-money.server";
import { readStatementPage } from "./owner-statement-pages.server";
import { closeStatements } from "./owner-statements.server";
import { TEST_CONTRACT, actorOf } from "./owner-test-data";
import { addContractVersion, linkOwnerVilla } from "./villa-management.server";

// Mid-April 2026 on the island: March has ended and may be closed.
const NOW = new Date("2026-04-15T16:00:00Z");
const NOT_FOUND = { success: false, code: "not_found" };

let folder: string;
let storage: Storage;
let admin: AuditedActor;
let owner: AuditedActor;
let otherOwner: AuditedActor;
let agent: AuditedActor;
let withReceipt: string;
let withoutReceipt: string;
let villaId: string;

async function expense(vendor: string, receiptStorageKey: string | null): Promise<string> {
  const input = { ownerId: owner.id, listingId: villaId, spentOn: "2026-03-03", vendor, category: "Repairs", amountCents: 28_500, receiptStorageKey, note: "Paid before the season's income" };
  const result = await recordExpense(admin, input, NOW);
  if (!result.success) throw new Error(result.error);
  return result.id;
}

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "owner-receipts-"));
  storage = createDiskStorage(folder);
  admin = actorOf(await createTestAgent(undefined, "Office Admin", { role: "admin" }));
  owner = actorOf(await createTestAgent(undefined, "Villa Owner", { role: "owner" }));
  otherOwner = actorOf(await createTestAgent(undefined, "Other Owner", { role: "owner" }));
  agent = actorOf(await createTestAgent(undefined, "Some Agent"));
  villaId = (await createTestListing({ kind: "rental" })).id;
  expect((await linkOwnerVilla(admin, owner.id, villaId)).success).toBe(true);
  expect((await addContractVersion(admin, villaId, TEST_CONTRACT)).success).toBe(true);
  const photo = await sharp({ create: { width: 900, height: 1200, channels: 3, background: "#f4f1ea" } }).jpeg().toBuffer();
  const stored = await processImage(photo, { storage });
  if (!stored.success) throw new Error(stored.error);
  // Twins but for the receipt (same villa, day, vendor and amount): the ledger's order tells them apart.
  withReceipt = await expense("Island Plumbing", storageKeyOf(stored.data));
  withoutReceipt = await expense("Island Plumbing", null);
});

afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function bytesOf(file: ReceiptFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe("an expense's receipt", () => {
  it("is the owner's to read, and the office's, as its largest JPEG", async () => {
    for (const reader of [owner, admin]) {
      const read = await readExpenseReceipt(reader, owner.id, withReceipt, { storage });
      if (!read.success) throw new Error(read.error);
      expect(read.data.contentType).toBe("image/jpeg");
      const bytes = await bytesOf(read.data);
      expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      expect(read.data.size).toBe(bytes.length);
      expect(await sharp(bytes).metadata()).toMatchObject({ format: "jpeg", width: 900 });
    }
  });

  it("is not there for another owner, a stranger, another owner's address, an expense without one, or an id that is none", async () => {
    expect(await readExpenseReceipt(otherOwner, owner.id, withReceipt, { storage })).toMatchObject(NOT_FOUND);
    expect(await readExpenseReceipt(otherOwner, otherOwner.id, withReceipt, { storage })).toMatchObject(NOT_FOUND);
    expect(await readExpenseReceipt(agent, owner.id, withReceipt, { storage })).toMatchObject(NOT_FOUND);
    expect(await readExpenseReceipt(admin, otherOwner.id, withReceipt, { storage })).toMatchObject(NOT_FOUND);
    expect(await readExpenseReceipt(owner, owner.id, withoutReceipt, { storage })).toMatchObject(NOT_FOUND);
    expect(await readExpenseReceipt(owner, owner.id, crypto.randomUUID(), { storage })).toMatchObject(NOT_FOUND);
    for (const id of ["", "not-an-id", "'; drop table owner_expenses; --", "a\u0000b", `${withReceipt}x`]) {
      expect(await readExpenseReceipt(owner, owner.id, id, { storage }), id).toMatchObject(NOT_FOUND);
      expect(await readExpenseReceipt(admin, id, withReceipt, { storage }), id).toMatchObject(NOT_FOUND);
    }
  });

  it("is not there once its stored image is gone", async () => {
    await rm(folder, { recursive: true, force: true });
    expect(await readExpenseReceipt(owner, owner.id, withReceipt, { storage })).toMatchObject(NOT_FOUND);
  });

  it("is linked from its line of the statement, open or closed, and only the line with one", async () => {
    const open = await readStatementPage(owner, owner.id, "2026-03");
    if (!open.success) throw new Error(open.error);
    expect(open.data.receiptIds).toEqual([withReceipt, null]);
    expect((await closeStatements(admin, owner.id, "2026-03", NOW)).success).toBe(true);
    for (const reader of [owner, admin]) {
      const closed = await readStatementPage(reader, owner.id, "2026-03");
      if (!closed.success) throw new Error(closed.error);
      expect(closed.data.view.status).toBe("closed");
      expect(closed.data.receiptIds).toEqual([withReceipt, null]);
    }
    const april = await readStatementPage(owner, owner.id, "2026-04");
    expect(april).toMatchObject({ success: true, data: { receiptIds: [] } });
  });
});
