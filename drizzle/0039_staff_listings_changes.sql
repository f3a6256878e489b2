-- Every change to what staff tables of listings show (the review queue, an agent's listings:
-- listings, their photos, the agents' names, proposed revisions, the audit log) notifies
-- "staff_listings_changed", so that each app process drops the pages it keeps
-- (app/features/listings/staff-listing-pages.server.ts), whichever process or tool made it.
CREATE OR REPLACE FUNCTION notify_staff_listings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('staff_listings_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER listings_staff_listings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "listings" FOR EACH STATEMENT EXECUTE FUNCTION notify_staff_listings_changed();
--> statement-breakpoint
CREATE TRIGGER listing_photos_staff_listings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "listing_photos" FOR EACH STATEMENT EXECUTE FUNCTION notify_staff_listings_changed();
--> statement-breakpoint
CREATE TRIGGER users_staff_listings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION notify_staff_listings_changed();
--> statement-breakpoint
CREATE TRIGGER listing_revisions_staff_listings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "listing_revisions" FOR EACH STATEMENT EXECUTE FUNCTION notify_staff_listings_changed();
--> statement-breakpoint
CREATE TRIGGER audit_log_staff_listings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION notify_staff_listings_changed();
