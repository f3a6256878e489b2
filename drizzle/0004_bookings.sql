CREATE TABLE "booking_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"source" text NOT NULL,
	"villa_id" text,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"guests" integer NOT NULL,
	"guest_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text DEFAULT '' NOT NULL,
	"quote" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"admin_notes" text DEFAULT '' NOT NULL,
	"approved_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_requests_dates_check" CHECK ("booking_requests"."check_out" > "booking_requests"."check_in"),
	CONSTRAINT "booking_requests_guests_check" CHECK ("booking_requests"."guests" >= 1),
	CONSTRAINT "booking_requests_source_check" CHECK ("booking_requests"."source" in ('rental', 'villa')),
	CONSTRAINT "booking_requests_status_check" CHECK ("booking_requests"."status" in ('pending', 'approved', 'rejected', 'cancelled')),
	CONSTRAINT "booking_requests_villa_check" CHECK (("booking_requests"."source" = 'villa') = ("booking_requests"."villa_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "calendar_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"during" daterange NOT NULL,
	"kind" text NOT NULL,
	"booking_request_id" uuid,
	"feed_id" uuid,
	"external_uid" text,
	"summary" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_blocks_kind_check" CHECK ("calendar_blocks"."kind" in ('stay', 'import', 'manual')),
	CONSTRAINT "calendar_blocks_during_check" CHECK (not isempty("calendar_blocks"."during") and lower_inf("calendar_blocks"."during") = false and upper_inf("calendar_blocks"."during") = false),
	CONSTRAINT "calendar_blocks_stay_check" CHECK (("calendar_blocks"."kind" = 'stay') = ("calendar_blocks"."booking_request_id" is not null)),
	CONSTRAINT "calendar_blocks_import_check" CHECK (("calendar_blocks"."kind" = 'import') = ("calendar_blocks"."feed_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"url" text NOT NULL,
	"label" text NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_calendars" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"export_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_blocks" ADD CONSTRAINT "calendar_blocks_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_blocks" ADD CONSTRAINT "calendar_blocks_booking_request_id_booking_requests_id_fk" FOREIGN KEY ("booking_request_id") REFERENCES "public"."booking_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_blocks" ADD CONSTRAINT "calendar_blocks_feed_id_calendar_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."calendar_feeds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_calendars" ADD CONSTRAINT "rental_calendars_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_requests_created_idx" ON "booking_requests" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "booking_requests_listing_created_idx" ON "booking_requests" USING btree ("listing_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "booking_requests_status_created_idx" ON "booking_requests" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_blocks_booking_request_unique" ON "calendar_blocks" USING btree ("booking_request_id");--> statement-breakpoint
CREATE INDEX "calendar_blocks_feed_idx" ON "calendar_blocks" USING btree ("feed_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_listing_url_unique" ON "calendar_feeds" USING btree ("listing_id","url");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_calendars_export_token_unique" ON "rental_calendars" USING btree ("export_token");