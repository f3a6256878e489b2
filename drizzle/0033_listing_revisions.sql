CREATE TABLE "listing_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"proposed" jsonb NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"proposed_by" uuid,
	"proposed_by_email" text NOT NULL,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "listing_revisions_status_check" CHECK ("listing_revisions"."status" in ('pending', 'rejected')),
	CONSTRAINT "listing_revisions_reason_check" CHECK (char_length("listing_revisions"."reason") <= 4000)
);
--> statement-breakpoint
ALTER TABLE "listing_revisions" ADD CONSTRAINT "listing_revisions_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_revisions" ADD CONSTRAINT "listing_revisions_proposed_by_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_revisions_listing_unique" ON "listing_revisions" USING btree ("listing_id");
--> statement-breakpoint
-- A listing's history reads in the order its changes were made: events of one statement or transaction (a price
-- change, then a status change) take the moment each was written, not the transaction's start. A sale recorded as
-- sold is sold on its close date on St. John (the start of that island day), as a closed sale added as such is;
-- never earlier than the listing's last recorded event, so the history never runs backwards, nor later than now.
CREATE OR REPLACE FUNCTION record_listing_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  happened timestamptz := clock_timestamp();
BEGIN
  IF NEW.kind = 'rental' OR coalesce(current_setting('app.restoring', true), '') = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    IF NEW.standard_status = 'Closed' THEN
      INSERT INTO listing_events (listing_id, kind, price, status, occurred_at)
        VALUES (NEW.id, 'status', coalesce(NEW.close_price, NEW.list_price), NEW.standard_status,
                coalesce(NEW.close_date::timestamp AT TIME ZONE 'America/St_Thomas', NEW.submitted_at));
    ELSE
      INSERT INTO listing_events (listing_id, kind, price, status, occurred_at)
        VALUES (NEW.id, 'listed', coalesce(NEW.close_price, NEW.list_price), NEW.standard_status, NEW.submitted_at);
    END IF;
  ELSIF NEW.standard_status IS DISTINCT FROM OLD.standard_status THEN
    IF NEW.standard_status = 'Closed' AND NEW.close_date IS NOT NULL THEN
      happened := least(happened, greatest(
        NEW.close_date::timestamp AT TIME ZONE 'America/St_Thomas',
        (SELECT max(occurred_at) + interval '1 millisecond' FROM listing_events WHERE listing_id = NEW.id)));
    END IF;
    INSERT INTO listing_events (listing_id, kind, from_status, price, status, occurred_at)
      VALUES (NEW.id, 'status', OLD.standard_status, coalesce(NEW.close_price, NEW.list_price), NEW.standard_status, happened);
  ELSIF coalesce(NEW.close_price, NEW.list_price) IS DISTINCT FROM coalesce(OLD.close_price, OLD.list_price) THEN
    INSERT INTO listing_events (listing_id, kind, from_price, price, status, occurred_at)
      VALUES (NEW.id, 'price', coalesce(OLD.close_price, OLD.list_price), coalesce(NEW.close_price, NEW.list_price), NEW.standard_status, happened);
  END IF;
  RETURN NULL;
END;
$$;
