CREATE TABLE "mls_feed_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"mark_timestamp" timestamp (3) with time zone,
	"mark_key" text,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_reconciled_at" timestamp with time zone,
	CONSTRAINT "mls_feed_state_single_check" CHECK ("mls_feed_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "mls_media" (
	"listing_id" uuid NOT NULL,
	"media_key" text NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	"modified_at" timestamp (3) with time zone,
	"alt" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"width" integer,
	"height" integer,
	"variants" jsonb,
	CONSTRAINT "mls_media_listing_id_media_key_pk" PRIMARY KEY("listing_id","media_key"),
	CONSTRAINT "mls_media_status_check" CHECK ("mls_media"."status" in ('pending', 'ready', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "mls_open_houses" (
	"listing_id" uuid NOT NULL,
	"open_house_key" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"remarks" text,
	CONSTRAINT "mls_open_houses_listing_id_open_house_key_pk" PRIMARY KEY("listing_id","open_house_key"),
	CONSTRAINT "mls_open_houses_times_check" CHECK ("mls_open_houses"."ends_at" >= "mls_open_houses"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "mls_sync_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text DEFAULT 'running' NOT NULL,
	"pages" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"removed" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"photos" integer DEFAULT 0 NOT NULL,
	"reconciled" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mls_sync_runs_status_check" CHECK ("mls_sync_runs"."status" in ('running', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "listing_source" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "feed_modified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "list_office_key" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "list_office_phone" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "list_agent_key" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "display_address" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "display_valuation" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "display_comments" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "mls_media" ADD CONSTRAINT "mls_media_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mls_open_houses" ADD CONSTRAINT "mls_open_houses_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mls_media_due_idx" ON "mls_media" USING btree ("next_attempt_at","position") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "mls_open_houses_starts_idx" ON "mls_open_houses" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "mls_sync_runs_started_idx" ON "mls_sync_runs" USING btree ("started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_listing_source_idx" ON "listings" USING btree ("listing_source","listing_key") WHERE listing_source is not null;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_listing_source_check" CHECK ("listings"."listing_source" is null or "listings"."listing_source" = 'mls');