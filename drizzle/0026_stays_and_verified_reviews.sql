CREATE TABLE "rental_arrival_notes" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"ferry" text DEFAULT '' NOT NULL,
	"car" text DEFAULT '' NOT NULL,
	"directions" text DEFAULT '' NOT NULL,
	"check_in" text DEFAULT '' NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_invitations" (
	"booking_request_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "review_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "stay_messages" (
	"booking_request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stay_messages_booking_request_id_kind_pk" PRIMARY KEY("booking_request_id","kind"),
	CONSTRAINT "stay_messages_kind_check" CHECK ("stay_messages"."kind" in ('pre_arrival', 'review_request'))
);
--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_status_check";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "listing_id" uuid;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "stayed_on" date;--> statement-breakpoint
ALTER TABLE "rental_arrival_notes" ADD CONSTRAINT "rental_arrival_notes_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_arrival_notes" ADD CONSTRAINT "rental_arrival_notes_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_invitations" ADD CONSTRAINT "review_invitations_booking_request_id_booking_requests_id_fk" FOREIGN KEY ("booking_request_id") REFERENCES "public"."booking_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_messages" ADD CONSTRAINT "stay_messages_booking_request_id_booking_requests_id_fk" FOREIGN KEY ("booking_request_id") REFERENCES "public"."booking_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_listing_approved_idx" ON "reviews" USING btree ("listing_id","created_at" desc) WHERE "reviews"."status" = 'approved';--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" in ('approved', 'pending', 'hidden'));