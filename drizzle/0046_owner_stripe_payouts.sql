-- Owners paid through Stripe Connect: each owner's connected account, and Stripe among the payout methods (a transfer recorded once).
CREATE TABLE "owner_payout_accounts" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"stripe_account_id" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_payout_accounts_stripe_account_check" CHECK ("owner_payout_accounts"."stripe_account_id" ~ '^acct_[A-Za-z0-9]{6,64}$')
);
--> statement-breakpoint
ALTER TABLE "owner_payouts" DROP CONSTRAINT "owner_payouts_method_check";--> statement-breakpoint
ALTER TABLE "owner_payout_accounts" ADD CONSTRAINT "owner_payout_accounts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_payout_accounts" ADD CONSTRAINT "owner_payout_accounts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "owner_payouts_stripe_transfer_unique" ON "owner_payouts" USING btree ("reference") WHERE "owner_payouts"."method" = 'stripe';--> statement-breakpoint
ALTER TABLE "owner_payouts" ADD CONSTRAINT "owner_payouts_method_check" CHECK ("owner_payouts"."method" in ('ach', 'wire', 'check', 'stripe'));