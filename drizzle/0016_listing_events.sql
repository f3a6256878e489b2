CREATE TABLE "listing_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"from_price" integer,
	"price" integer,
	"from_status" text,
	"status" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_events_kind_check" CHECK ("listing_events"."kind" in ('listed', 'price', 'status'))
);
--> statement-breakpoint
ALTER TABLE "listing_events" ADD CONSTRAINT "listing_events_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_events_listing_idx" ON "listing_events" USING btree ("listing_id","occurred_at");--> statement-breakpoint
-- A sale or sold listing's history is written by the database, whatever changes the listing.
-- A listing is "listed" when it is added (a closed sale added as such is only "sold", on its close date);
-- a change of market status is one event, carrying the price it ends at; a change of price alone is another.
-- A restore from backup (app.restoring = 'on') brings back the recorded history instead of writing any.
CREATE OR REPLACE FUNCTION record_listing_event() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.kind = 'rental' OR coalesce(current_setting('app.restoring', true), '') = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    IF NEW.standard_status = 'Closed' THEN
      INSERT INTO listing_events (listing_id, kind, price, status, occurred_at)
        VALUES (NEW.id, 'status', coalesce(NEW.close_price, NEW.list_price), NEW.standard_status,
                coalesce(NEW.close_date::timestamptz, NEW.submitted_at));
    ELSE
      INSERT INTO listing_events (listing_id, kind, price, status, occurred_at)
        VALUES (NEW.id, 'listed', coalesce(NEW.close_price, NEW.list_price), NEW.standard_status, NEW.submitted_at);
    END IF;
  ELSIF NEW.standard_status IS DISTINCT FROM OLD.standard_status THEN
    INSERT INTO listing_events (listing_id, kind, from_status, price, status)
      VALUES (NEW.id, 'status', OLD.standard_status, coalesce(NEW.close_price, NEW.list_price), NEW.standard_status);
  ELSIF coalesce(NEW.close_price, NEW.list_price) IS DISTINCT FROM coalesce(OLD.close_price, OLD.list_price) THEN
    INSERT INTO listing_events (listing_id, kind, from_price, price, status)
      VALUES (NEW.id, 'price', coalesce(OLD.close_price, OLD.list_price), coalesce(NEW.close_price, NEW.list_price), NEW.standard_status);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER listings_record_events AFTER INSERT OR UPDATE OF list_price, close_price, standard_status ON "listings"
  FOR EACH ROW EXECUTE FUNCTION record_listing_event();
--> statement-breakpoint
-- The listings already here start their history where their records start.
INSERT INTO listing_events (listing_id, kind, price, status, occurred_at)
  SELECT id, CASE WHEN standard_status = 'Closed' THEN 'status' ELSE 'listed' END, coalesce(close_price, list_price), standard_status,
         CASE WHEN standard_status = 'Closed' THEN coalesce(close_date::timestamptz, submitted_at) ELSE submitted_at END
  FROM listings WHERE kind <> 'rental';
