-- No two calendar blocks of one rental may share a night: an approved stay,
-- an imported event and a manual block all count. drizzle-kit cannot express
-- an exclusion constraint, hence this hand-written migration.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "calendar_blocks" ADD CONSTRAINT "calendar_blocks_no_overlap" EXCLUDE USING gist ("listing_id" WITH =, "during" WITH &&);
