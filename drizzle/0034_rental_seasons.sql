CREATE TABLE "rental_fees" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"damage_waiver_cents" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_fees_damage_waiver_check" CHECK (coalesce("rental_fees"."damage_waiver_cents", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "rental_holiday_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"name" text NOT NULL,
	"first_night" date NOT NULL,
	"last_night" date NOT NULL,
	"minimum_nights" integer NOT NULL,
	"check_in_days" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_holiday_rules_nights_check" CHECK ("rental_holiday_rules"."last_night" >= "rental_holiday_rules"."first_night"),
	CONSTRAINT "rental_holiday_rules_minimum_check" CHECK ("rental_holiday_rules"."minimum_nights" between 1 and 365),
	CONSTRAINT "rental_holiday_rules_days_check" CHECK ("rental_holiday_rules"."check_in_days" <@ array[0, 1, 2, 3, 4, 5, 6]),
	CONSTRAINT "rental_holiday_rules_name_check" CHECK (length("rental_holiday_rules"."name") between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "rental_seasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"name" text NOT NULL,
	"first_night" date NOT NULL,
	"last_night" date NOT NULL,
	"nightly_cents" integer NOT NULL,
	"weekly_cents" integer,
	"minimum_nights" integer DEFAULT 1 NOT NULL,
	"check_in_days" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_seasons_nights_check" CHECK ("rental_seasons"."last_night" >= "rental_seasons"."first_night"),
	CONSTRAINT "rental_seasons_rates_check" CHECK ("rental_seasons"."nightly_cents" >= 0 and coalesce("rental_seasons"."weekly_cents", 0) >= 0),
	CONSTRAINT "rental_seasons_minimum_check" CHECK ("rental_seasons"."minimum_nights" between 1 and 365),
	CONSTRAINT "rental_seasons_days_check" CHECK ("rental_seasons"."check_in_days" <@ array[0, 1, 2, 3, 4, 5, 6]),
	CONSTRAINT "rental_seasons_name_check" CHECK (length("rental_seasons"."name") between 1 and 60)
);
--> statement-breakpoint
ALTER TABLE "rental_fees" ADD CONSTRAINT "rental_fees_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_holiday_rules" ADD CONSTRAINT "rental_holiday_rules_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_seasons" ADD CONSTRAINT "rental_seasons_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rental_holiday_rules_listing_idx" ON "rental_holiday_rules" USING btree ("listing_id","first_night");--> statement-breakpoint
CREATE INDEX "rental_seasons_listing_idx" ON "rental_seasons" USING btree ("listing_id","first_night");--> statement-breakpoint
-- One rental's seasons never overlap, nor its holiday rules (btree_gist is installed by 0005).
ALTER TABLE "rental_seasons" ADD CONSTRAINT "rental_seasons_no_overlap" EXCLUDE USING gist ("listing_id" WITH =, daterange("first_night", "last_night", '[]') WITH &&);--> statement-breakpoint
ALTER TABLE "rental_holiday_rules" ADD CONSTRAINT "rental_holiday_rules_no_overlap" EXCLUDE USING gist ("listing_id" WITH =, daterange("first_night", "last_night", '[]') WITH &&);--> statement-breakpoint
-- Rental pages show their seasons and fees: a change clears every process's page cache.
CREATE TRIGGER rental_seasons_public_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rental_seasons" FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();--> statement-breakpoint
CREATE TRIGGER rental_holiday_rules_public_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rental_holiday_rules" FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();--> statement-breakpoint
CREATE TRIGGER rental_fees_public_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rental_fees" FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
