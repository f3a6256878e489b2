-- A closed sale added as such is sold on its close date on St. John: the event starts that island day
-- (midnight America/St_Thomas), not midnight UTC, which is the evening before on the island and made the
-- price history read a day earlier than the close date. Other changes keep the moment they are recorded,
-- which saved-search alerts read as "changed since the last scan".
CREATE OR REPLACE FUNCTION record_listing_event() RETURNS trigger LANGUAGE plpgsql AS $$
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
-- The closed sales already recorded at midnight UTC of their close date move to the start of that day on the island.
UPDATE listing_events AS event SET occurred_at = listing.close_date::timestamp AT TIME ZONE 'America/St_Thomas'
  FROM listings AS listing
  WHERE event.listing_id = listing.id AND event.kind = 'status' AND event.status = 'Closed' AND event.from_status IS NULL
    AND event.occurred_at = listing.close_date::timestamp AT TIME ZONE 'UTC';
