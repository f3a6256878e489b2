-- Villa owners: the villas the brokerage manages for each owner, their management contracts version by version, the trust ledger (double entry, integer cents), expenses, payouts and closed monthly statements (decision 0138).
CREATE TABLE "owner_expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"spent_on" date NOT NULL,
	"vendor" text NOT NULL,
	"category" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"receipt_storage_key" text,
	"entry_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_expenses_amount_check" CHECK ("owner_expenses"."amount_cents" > 0),
	CONSTRAINT "owner_expenses_vendor_check" CHECK (length("owner_expenses"."vendor") between 1 and 120),
	CONSTRAINT "owner_expenses_category_check" CHECK (length("owner_expenses"."category") between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "owner_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"paid_on" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"note" text,
	"entry_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_payouts_amount_check" CHECK ("owner_payouts"."amount_cents" > 0),
	CONSTRAINT "owner_payouts_method_check" CHECK ("owner_payouts"."method" in ('ach', 'wire', 'check'))
);
--> statement-breakpoint
CREATE TABLE "owner_statements" (
	"owner_id" uuid NOT NULL,
	"month" text NOT NULL,
	"opening_cents" integer NOT NULL,
	"closing_cents" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" uuid,
	CONSTRAINT "owner_statements_owner_id_month_pk" PRIMARY KEY("owner_id","month"),
	CONSTRAINT "owner_statements_month_check" CHECK ("owner_statements"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"booked_on" date NOT NULL,
	"owner_id" uuid,
	"booking_request_id" uuid,
	"stay_payment_id" uuid,
	"note" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('guest_payment', 'refund', 'stay_settlement', 'late_correction', 'expense', 'payout', 'adjustment')),
	CONSTRAINT "ledger_entries_adjustment_note_check" CHECK ("ledger_entries"."kind" <> 'adjustment' or length(trim("ledger_entries"."note")) > 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"account" text NOT NULL,
	"owner_id" uuid,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "ledger_lines_amount_check" CHECK ("ledger_lines"."amount_cents" <> 0),
	CONSTRAINT "ledger_lines_account_check" CHECK ("ledger_lines"."account" in ('trust_bank', 'guest_deposits', 'refunds', 'hotel_tax_payable', 'brokerage_income', 'owner_balance')),
	CONSTRAINT "ledger_lines_owner_check" CHECK (("ledger_lines"."account" = 'owner_balance') = ("ledger_lines"."owner_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "management_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"effective_from" date NOT NULL,
	"commission_basis_points" integer NOT NULL,
	"commission_applies_to" text NOT NULL,
	"cleaning_fee_to" text NOT NULL,
	"damage_waiver_owner_basis_points" integer NOT NULL,
	"payout_schedule" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "management_contracts_commission_check" CHECK ("management_contracts"."commission_basis_points" between 0 and 10000),
	CONSTRAINT "management_contracts_waiver_check" CHECK ("management_contracts"."damage_waiver_owner_basis_points" between 0 and 10000),
	CONSTRAINT "management_contracts_applies_to_check" CHECK ("management_contracts"."commission_applies_to" in ('rent', 'rent_and_cleaning')),
	CONSTRAINT "management_contracts_cleaning_check" CHECK ("management_contracts"."cleaning_fee_to" in ('owner', 'brokerage')),
	CONSTRAINT "management_contracts_payout_check" CHECK ("management_contracts"."payout_schedule" in ('monthly', 'quarterly', 'on_request'))
);
--> statement-breakpoint
CREATE TABLE "owner_villas" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "owner_expenses" ADD CONSTRAINT "owner_expenses_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_expenses" ADD CONSTRAINT "owner_expenses_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_expenses" ADD CONSTRAINT "owner_expenses_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_expenses" ADD CONSTRAINT "owner_expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_payouts" ADD CONSTRAINT "owner_payouts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_payouts" ADD CONSTRAINT "owner_payouts_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_payouts" ADD CONSTRAINT "owner_payouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_statements" ADD CONSTRAINT "owner_statements_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_statements" ADD CONSTRAINT "owner_statements_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_booking_request_id_booking_requests_id_fk" FOREIGN KEY ("booking_request_id") REFERENCES "public"."booking_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_stay_payment_id_stay_payments_id_fk" FOREIGN KEY ("stay_payment_id") REFERENCES "public"."stay_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "management_contracts" ADD CONSTRAINT "management_contracts_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "management_contracts" ADD CONSTRAINT "management_contracts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_villas" ADD CONSTRAINT "owner_villas_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "owner_villas" ADD CONSTRAINT "owner_villas_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "owner_expenses_owner_spent_idx" ON "owner_expenses" USING btree ("owner_id","spent_on");--> statement-breakpoint
CREATE INDEX "owner_payouts_owner_paid_idx" ON "owner_payouts" USING btree ("owner_id","paid_on");--> statement-breakpoint
CREATE INDEX "ledger_entries_owner_booked_idx" ON "ledger_entries" USING btree ("owner_id","booked_on");--> statement-breakpoint
CREATE INDEX "ledger_entries_booked_idx" ON "ledger_entries" USING btree ("booked_on");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_stay_payment_unique" ON "ledger_entries" USING btree ("stay_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_settlement_unique" ON "ledger_entries" USING btree ("booking_request_id") WHERE "ledger_entries"."kind" = 'stay_settlement';--> statement-breakpoint
CREATE INDEX "ledger_lines_entry_idx" ON "ledger_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "ledger_lines_owner_idx" ON "ledger_lines" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "management_contracts_listing_from_unique" ON "management_contracts" USING btree ("listing_id","effective_from");--> statement-breakpoint
CREATE INDEX "owner_villas_owner_idx" ON "owner_villas" USING btree ("owner_id");
--> statement-breakpoint
-- Every ledger entry balances when its transaction commits: the sum of its lines (debits positive, credits negative) is zero.
CREATE OR REPLACE FUNCTION check_ledger_entry_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entry uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN entry := OLD.entry_id; ELSE entry := NEW.entry_id; END IF;
  IF (SELECT coalesce(sum(amount_cents), 0) FROM ledger_lines WHERE entry_id = entry) <> 0 THEN
    RAISE EXCEPTION 'ledger entry % does not balance', entry USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_lines_balanced AFTER INSERT OR UPDATE OR DELETE ON "ledger_lines"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION check_ledger_entry_balanced();--> statement-breakpoint
-- The ledger and closed statements are never edited: a correction is a new posting in the owner's next open month.
-- An entry only loses its link to a booking, a payment or a user that retention or an account's removal deletes.
CREATE OR REPLACE FUNCTION refuse_ledger_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are never changed or removed', TG_TABLE_NAME USING ERRCODE = 'check_violation';
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION refuse_ledger_entry_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND (NEW.id, NEW.kind, NEW.booked_on, NEW.owner_id, NEW.note, NEW.details, NEW.created_at)
      IS NOT DISTINCT FROM (OLD.id, OLD.kind, OLD.booked_on, OLD.owner_id, OLD.note, OLD.details, OLD.created_at)
    AND (NEW.booking_request_id IS NULL OR NEW.booking_request_id = OLD.booking_request_id)
    AND (NEW.stay_payment_id IS NULL OR NEW.stay_payment_id = OLD.stay_payment_id)
    AND (NEW.created_by IS NULL OR NEW.created_by = OLD.created_by) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'ledger_entries rows are never changed or removed' USING ERRCODE = 'check_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_fixed BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION refuse_ledger_entry_change();--> statement-breakpoint
CREATE TRIGGER ledger_lines_fixed BEFORE UPDATE OR DELETE ON "ledger_lines" FOR EACH ROW EXECUTE FUNCTION refuse_ledger_change();--> statement-breakpoint
CREATE TRIGGER owner_statements_fixed BEFORE UPDATE OR DELETE ON "owner_statements" FOR EACH ROW EXECUTE FUNCTION refuse_ledger_change();
