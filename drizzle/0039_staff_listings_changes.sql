-- Every change to what the administrators' review queue shows (listings, their photos, the
-- agents' names, proposed revisions, the audit log) notifies "review_queue_changed", so that
-- each app process drops the queue pages it keeps (app/routes/admin/listings.tsx), whichever
-- process or command-line tool made the change.
CREATE OR REPLACE FUNCTION notify_review_queue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('review_queue_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER listings_review_queue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "listings" FOR EACH STATEMENT EXECUTE FUNCTION notify_review_queue_changed();
--> statement-breakpoint
CREATE TRIGGER listing_photos_review_queue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "listing_photos" FOR EACH STATEMENT EXECUTE FUNCTION notify_review_queue_changed();
--> statement-breakpoint
CREATE TRIGGER users_review_queue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION notify_review_queue_changed();
--> statement-breakpoint
CREATE TRIGGER listing_revisions_review_queue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "listing_revisions" FOR EACH STATEMENT EXECUTE FUNCTION notify_review_queue_changed();
--> statement-breakpoint
CREATE TRIGGER audit_log_review_queue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION notify_review_queue_changed();
