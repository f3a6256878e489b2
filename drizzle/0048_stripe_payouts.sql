-- Stripe's payouts to the trust bank, each with the balance transactions it is made of, matched to the trust ledger's postings.
CREATE TABLE "stripe_payout_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"balance_transaction_id" text NOT NULL,
	"payout_id" uuid NOT NULL,
	"type" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"fee_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"source_id" text,
	"payment_intent_id" text,
	"entry_id" uuid,
	CONSTRAINT "stripe_payout_items_balance_transaction_id_unique" UNIQUE("balance_transaction_id"),
	CONSTRAINT "stripe_payout_items_net_check" CHECK ("stripe_payout_items"."net_cents" = "stripe_payout_items"."amount_cents" - "stripe_payout_items"."fee_cents")
);
--> statement-breakpoint
CREATE TABLE "stripe_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"stripe_payout_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"arrival_on" date NOT NULL,
	"status" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stripe_payouts_stripe_payout_id_unique" UNIQUE("stripe_payout_id")
);
--> statement-breakpoint
ALTER TABLE "stripe_payout_items" ADD CONSTRAINT "stripe_payout_items_payout_id_stripe_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."stripe_payouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stripe_payout_items" ADD CONSTRAINT "stripe_payout_items_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stripe_payout_items_payout_idx" ON "stripe_payout_items" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "stripe_payouts_arrival_idx" ON "stripe_payouts" USING btree ("arrival_on");