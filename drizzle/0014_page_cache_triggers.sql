-- Every change to what a public page shows notifies "public_content_changed",
-- so that each app process clears its page cache when the change commits,
-- whichever process or command-line tool made it.
CREATE OR REPLACE FUNCTION notify_public_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_content_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER listings_public_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "listings" FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
--> statement-breakpoint
CREATE TRIGGER listing_photos_public_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "listing_photos" FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
--> statement-breakpoint
CREATE TRIGGER agent_profiles_public_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "agent_profiles" FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_public_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
--> statement-breakpoint
CREATE TRIGGER rental_calendars_public_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rental_calendars" FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
--> statement-breakpoint
CREATE TRIGGER calendar_blocks_public_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "calendar_blocks" FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
--> statement-breakpoint
CREATE TRIGGER booking_requests_public_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "booking_requests" FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
--> statement-breakpoint
CREATE TRIGGER blog_posts_public_content_changed_rows AFTER INSERT OR DELETE ON "blog_posts" FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
--> statement-breakpoint
-- A visit counts itself (views, last_viewed) on every article view: that alone changes no cached page.
CREATE TRIGGER blog_posts_public_content_changed_edits AFTER UPDATE ON "blog_posts" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'views' - 'last_viewed') IS DISTINCT FROM (to_jsonb(NEW) - 'views' - 'last_viewed'))
  EXECUTE FUNCTION notify_public_content_changed();
--> statement-breakpoint
CREATE TRIGGER blog_posts_public_content_changed_truncate AFTER TRUNCATE ON "blog_posts" FOR EACH STATEMENT EXECUTE FUNCTION notify_public_content_changed();
