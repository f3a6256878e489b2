CREATE TABLE "review_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"address_key" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"rating" smallint NOT NULL,
	"text" text NOT NULL,
	"experience" text NOT NULL,
	"property" text,
	"status" text DEFAULT 'approved' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" in ('approved', 'hidden')),
	CONSTRAINT "reviews_experience_check" CHECK ("reviews"."experience" in ('purchase', 'sale', 'rental', 'other')),
	CONSTRAINT "reviews_text_length_check" CHECK (char_length("reviews"."text") <= 2000)
);
--> statement-breakpoint
CREATE INDEX "review_submissions_address_idx" ON "review_submissions" USING btree ("address_key","submitted_at");--> statement-breakpoint
CREATE INDEX "reviews_approved_created_idx" ON "reviews" USING btree ("created_at" desc) WHERE "reviews"."status" = 'approved';--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at" desc);