ALTER TABLE "mls_open_houses" ADD COLUMN "source" text DEFAULT 'mls' NOT NULL;--> statement-breakpoint
ALTER TABLE "mls_open_houses" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "open_house" text;--> statement-breakpoint
ALTER TABLE "mls_open_houses" ADD CONSTRAINT "mls_open_houses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mls_open_houses" ADD CONSTRAINT "mls_open_houses_source_check" CHECK ("mls_open_houses"."source" in ('mls', 'staff'));--> statement-breakpoint
-- Listing pages show their open houses (the feed's and those staff enter): a change clears every process's page cache.
CREATE TRIGGER mls_open_houses_public_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "mls_open_houses" FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
