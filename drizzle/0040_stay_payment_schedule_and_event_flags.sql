CREATE TABLE "stripe_event_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" text,
	"event_type" text,
	"booking_request_id" uuid,
	"payment_id" uuid,
	"problem" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stay_payments" DROP CONSTRAINT "stay_payments_kind_check";--> statement-breakpoint
ALTER TABLE "stay_accounts" ADD COLUMN "payment_schedule" text;--> statement-breakpoint
ALTER TABLE "stripe_event_flags" ADD CONSTRAINT "stripe_event_flags_booking_request_id_booking_requests_id_fk" FOREIGN KEY ("booking_request_id") REFERENCES "public"."booking_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stripe_event_flags" ADD CONSTRAINT "stripe_event_flags_payment_id_stay_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."stay_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stripe_event_flags_booking_idx" ON "stripe_event_flags" USING btree ("booking_request_id","received_at");--> statement-breakpoint
ALTER TABLE "stay_accounts" ADD CONSTRAINT "stay_accounts_schedule_check" CHECK ("stay_accounts"."payment_schedule" is null or "stay_accounts"."payment_schedule" in ('deposit_and_balance', 'in_full'));--> statement-breakpoint
ALTER TABLE "stay_payments" ADD CONSTRAINT "stay_payments_kind_check" CHECK ("stay_payments"."kind" in ('deposit', 'balance', 'full', 'refund', 'damage_hold'));--> statement-breakpoint
UPDATE "stay_accounts" SET "payment_schedule" = 'deposit_and_balance' WHERE "deposit_due_at" IS NOT NULL;