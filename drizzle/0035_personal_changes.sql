-- Every change to what /session.json tells a signed-in visitor (their account, their saved
-- listings, a session ended) notifies "personal_changed", so that each app process forgets
-- the answers it keeps for a moment (server/personal-json.ts), whichever process made it.
CREATE OR REPLACE FUNCTION notify_personal_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('personal_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER favourites_personal_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "favourites" FOR EACH STATEMENT EXECUTE FUNCTION notify_personal_changed();
--> statement-breakpoint
CREATE TRIGGER users_personal_changed AFTER UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION notify_personal_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_personal_changed AFTER DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION notify_personal_changed();
