CREATE TABLE "stay_accounts" (
	"booking_request_id" uuid PRIMARY KEY NOT NULL,
	"terms" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"deposit_cents" integer NOT NULL,
	"deposit_due_at" timestamp with time zone,
	"balance_due_on" date,
	"stripe_customer_id" text,
	"stripe_payment_method_id" text,
	"agreement_id" uuid,
	"agreement_version" integer,
	"agreement_sha256" text,
	"signed_name" text,
	"signed_at" timestamp with time zone,
	"signed_ip" text,
	"balance_claimed_at" timestamp with time zone,
	"hold_claimed_at" timestamp with time zone,
	"hold_release_claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stay_accounts_money_check" CHECK ("stay_accounts"."total_cents" >= 0 and "stay_accounts"."deposit_cents" between 0 and "stay_accounts"."total_cents")
);
--> statement-breakpoint
CREATE TABLE "stay_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"refund_of" uuid,
	"reason" text,
	"checkout_session_id" text,
	"payment_intent_id" text,
	"refund_id" text,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "stay_payments_amount_check" CHECK ("stay_payments"."amount_cents" > 0),
	CONSTRAINT "stay_payments_kind_check" CHECK ("stay_payments"."kind" in ('deposit', 'balance', 'refund', 'damage_hold')),
	CONSTRAINT "stay_payments_status_check" CHECK ("stay_payments"."status" in ('pending', 'succeeded', 'failed', 'held', 'released')),
	CONSTRAINT "stay_payments_refund_of_check" CHECK (("stay_payments"."kind" = 'refund') = ("stay_payments"."refund_of" is not null))
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_agreements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"body" text NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "rental_agreements_version_unique" UNIQUE("listing_id","version"),
	CONSTRAINT "rental_agreements_version_check" CHECK ("rental_agreements"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "stay_terms" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"deposit_percent" integer NOT NULL,
	"balance_days_before" integer NOT NULL,
	"deposit_hold_hours" integer NOT NULL,
	"cancellation_tiers" jsonb NOT NULL,
	"damage_hold_cents" integer DEFAULT 0 NOT NULL,
	"damage_hold_days_before" integer DEFAULT 2 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "stay_terms_deposit_check" CHECK ("stay_terms"."deposit_percent" between 1 and 100),
	CONSTRAINT "stay_terms_balance_days_check" CHECK ("stay_terms"."balance_days_before" between 0 and 365),
	CONSTRAINT "stay_terms_hold_hours_check" CHECK ("stay_terms"."deposit_hold_hours" between 1 and 720),
	CONSTRAINT "stay_terms_damage_check" CHECK ("stay_terms"."damage_hold_cents" >= 0 and "stay_terms"."damage_hold_days_before" between 0 and 6)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "stay_accounts" ADD CONSTRAINT "stay_accounts_booking_request_id_booking_requests_id_fk" FOREIGN KEY ("booking_request_id") REFERENCES "public"."booking_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_accounts" ADD CONSTRAINT "stay_accounts_agreement_id_rental_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."rental_agreements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_payments" ADD CONSTRAINT "stay_payments_booking_request_id_booking_requests_id_fk" FOREIGN KEY ("booking_request_id") REFERENCES "public"."booking_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_agreements" ADD CONSTRAINT "rental_agreements_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_agreements" ADD CONSTRAINT "rental_agreements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_terms" ADD CONSTRAINT "stay_terms_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stay_terms" ADD CONSTRAINT "stay_terms_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stay_payments_booking_idx" ON "stay_payments" USING btree ("booking_request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stay_payments_checkout_unique" ON "stay_payments" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stay_payments_refund_unique" ON "stay_payments" USING btree ("refund_id");