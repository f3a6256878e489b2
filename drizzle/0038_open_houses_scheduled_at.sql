-- Open houses already held are dated "always": none of them is news to a search saved before this column existed.
ALTER TABLE "mls_open_houses" ADD COLUMN "created_at" timestamp with time zone DEFAULT '-infinity' NOT NULL;--> statement-breakpoint
ALTER TABLE "mls_open_houses" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
CREATE INDEX "mls_open_houses_created_idx" ON "mls_open_houses" USING btree ("created_at");
