CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_key" text,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"subcategory" text,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"area" text,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"list_price" integer,
	"close_price" integer,
	"close_date" date,
	"price" integer GENERATED ALWAYS AS (coalesce(close_price, list_price)) STORED,
	"standard_status" text DEFAULT 'Active' NOT NULL,
	"property_type" text,
	"property_sub_type" text,
	"bedrooms_total" integer,
	"bathrooms_total_integer" integer,
	"living_area" integer,
	"lot_size_acres" numeric(10, 4),
	"year_built" integer,
	"latitude" double precision,
	"longitude" double precision,
	"agent_info" jsonb,
	"agent_id" uuid,
	"list_agent_name" text,
	"list_office_name" text,
	"buyer_office_name" text,
	"review_status" text DEFAULT 'pending' NOT NULL,
	"admin_notes" text DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"featured" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"property_info" jsonb,
	"max_guests" integer,
	"nightly_rate" integer,
	"weekly_rate" integer,
	"cleaning_fee" integer,
	"minimum_nights" integer,
	"amenities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"house_rules" text,
	"check_in_time" text,
	"check_out_time" text,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(area, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')) STORED,
	CONSTRAINT "listings_kind_check" CHECK ("listings"."kind" in ('sale', 'sold', 'rental')),
	CONSTRAINT "listings_category_check" CHECK ("listings"."category" in ('residential', 'commercial', 'land')),
	CONSTRAINT "listings_subcategory_check" CHECK ("listings"."subcategory" is null
        or ("listings"."category" = 'residential' and "listings"."subcategory" in ('single-family', 'condo', 'villa', 'cottage', 'multi-family'))
        or ("listings"."category" = 'commercial' and "listings"."subcategory" in ('retail', 'office', 'mixed-use'))
        or ("listings"."category" = 'land' and "listings"."subcategory" in ('lot', 'estate-parcel'))),
	CONSTRAINT "listings_standard_status_check" CHECK ("listings"."standard_status" in ('Active', 'ActiveUnderContract', 'Pending', 'Closed', 'Withdrawn', 'Expired')),
	CONSTRAINT "listings_sold_closed_check" CHECK (("listings"."kind" = 'sold') = ("listings"."standard_status" = 'Closed')),
	CONSTRAINT "listings_sold_close_check" CHECK ("listings"."kind" <> 'sold' or ("listings"."close_price" is not null and "listings"."close_date" is not null)),
	CONSTRAINT "listings_sale_price_check" CHECK ("listings"."kind" <> 'sale' or "listings"."list_price" is not null),
	CONSTRAINT "listings_rental_terms_check" CHECK ("listings"."kind" <> 'rental' or ("listings"."nightly_rate" is not null and "listings"."max_guests" is not null and "listings"."minimum_nights" is not null)),
	CONSTRAINT "listings_prices_check" CHECK (coalesce("listings"."list_price", 0) >= 0 and coalesce("listings"."close_price", 0) >= 0
        and coalesce("listings"."nightly_rate", 0) >= 0 and coalesce("listings"."weekly_rate", 0) >= 0
        and coalesce("listings"."cleaning_fee", 0) >= 0),
	CONSTRAINT "listings_bedrooms_check" CHECK ("listings"."bedrooms_total" between 0 and 50),
	CONSTRAINT "listings_bathrooms_check" CHECK ("listings"."bathrooms_total_integer" between 0 and 50),
	CONSTRAINT "listings_guests_check" CHECK ("listings"."max_guests" between 1 and 50),
	CONSTRAINT "listings_nights_check" CHECK ("listings"."minimum_nights" between 1 and 365),
	CONSTRAINT "listings_size_check" CHECK (coalesce("listings"."living_area", 0) >= 0 and coalesce("listings"."lot_size_acres", 0) >= 0),
	CONSTRAINT "listings_coordinates_check" CHECK ("listings"."latitude" between -90 and 90 and "listings"."longitude" between -180 and 180),
	CONSTRAINT "listings_title_check" CHECK (char_length(btrim("listings"."title")) between 1 and 160),
	CONSTRAINT "listings_slug_check" CHECK ("listings"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "listings_review_status_check" CHECK (char_length("listings"."review_status") between 1 and 40),
	CONSTRAINT "listings_times_check" CHECK ("listings"."check_in_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "listings"."check_out_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "listing_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"alt" text NOT NULL,
	"storage_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_photos_position_check" CHECK ("listing_photos"."position" >= 0),
	CONSTRAINT "listing_photos_size_check" CHECK ("listing_photos"."width" > 0 and "listing_photos"."height" > 0)
);
--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_photos" ADD CONSTRAINT "listing_photos_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listings_slug_unique" ON "listings" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_listing_key_unique" ON "listings" USING btree ("listing_key");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_rental_slug_unique" ON "listings" USING btree (("property_info" ->> 'slug')) WHERE kind = 'rental';--> statement-breakpoint
CREATE INDEX "listings_kind_submitted_idx" ON "listings" USING btree ("kind","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_agent_email_idx" ON "listings" USING btree (lower("agent_info" ->> 'email'),"submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listings_search_vector_idx" ON "listings" USING gin ("search_vector") WHERE review_status = 'approved';--> statement-breakpoint
CREATE INDEX "listings_public_market_price_idx" ON "listings" USING btree ("kind","standard_status","price","category","bedrooms_total","bathrooms_total_integer","lot_size_acres") WHERE review_status = 'approved';--> statement-breakpoint
CREATE INDEX "listings_public_subcategory_idx" ON "listings" USING btree ("category","subcategory","price") WHERE review_status = 'approved';--> statement-breakpoint
CREATE INDEX "listings_public_submitted_idx" ON "listings" USING btree ("submitted_at" DESC NULLS LAST) WHERE review_status = 'approved';--> statement-breakpoint
CREATE INDEX "listings_public_closed_idx" ON "listings" USING btree ("close_date" DESC NULLS LAST) WHERE review_status = 'approved' and kind = 'sold';--> statement-breakpoint
CREATE INDEX "listings_public_bedrooms_idx" ON "listings" USING btree ("bedrooms_total","price") WHERE review_status = 'approved';--> statement-breakpoint
CREATE INDEX "listings_public_acres_idx" ON "listings" USING btree ("lot_size_acres") WHERE review_status = 'approved';--> statement-breakpoint
CREATE INDEX "listings_public_area_idx" ON "listings" USING btree ("area","price") WHERE review_status = 'approved';--> statement-breakpoint
CREATE INDEX "listings_public_size_idx" ON "listings" USING btree ("living_area" DESC NULLS LAST,"lot_size_acres" DESC NULLS LAST) WHERE review_status = 'approved';--> statement-breakpoint
CREATE INDEX "listings_public_featured_idx" ON "listings" USING btree ("kind","submitted_at" DESC NULLS LAST) WHERE review_status = 'approved' and featured;--> statement-breakpoint
CREATE INDEX "listings_agent_id_idx" ON "listings" USING btree ("agent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_photos_listing_position_unique" ON "listing_photos" USING btree ("listing_id","position");