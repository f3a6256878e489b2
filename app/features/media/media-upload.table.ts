import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Photos stored by an upload (an agent's listing photo, an administrator's
 * blog cover) before anything uses them. The upload sweep removes the files
 * of a record a day old that no row references, then the record
 * (docs/decisions/0042-upload-sweep.md).
 */
export const mediaUploads = pgTable(
  "media_uploads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The image's key prefix: the content hash every variant is stored under. */
    storageKey: text("storage_key").notNull(),
    /** Every key the upload stored, variants and manifest. */
    keys: text("keys").array().notNull(),
    uploadedBy: uuid("uploaded_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("media_uploads_created_at_idx").on(table.createdAt)],
);

export type MediaUploadRow = typeof mediaUploads.$inferSelect;
