import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const contactMessages = pgTable("contact_messages", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  message: text("message").notNull(),
  /** What the enquiry is about, e.g. "About Villa Solstice" from a listing page. */
  subject: text("subject"),
  /** The page the form was sent from. */
  sourcePath: text("source_path"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type ContactMessage = typeof contactMessages.$inferSelect;
