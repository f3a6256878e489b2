ALTER TABLE "audit_log" ADD COLUMN "actor_name" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_role" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "subject_name" text;--> statement-breakpoint
-- Each audit entry keeps the names it is told with as they were when it was written: the acting
-- account's name and role, and the record's name for the kinds of record that have one (an
-- account, a listing). The log then tells a change as it happened, whatever is renamed or removed
-- later, and is read without a lookup per entry. Filled here, for every writer.
CREATE OR REPLACE FUNCTION audit_log_names_at_the_time() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  subject uuid := CASE WHEN NEW.subject_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN NEW.subject_id::uuid END;
BEGIN
  IF NEW.actor_id IS NOT NULL THEN
    SELECT name, role INTO NEW.actor_name, NEW.actor_role FROM users WHERE id = NEW.actor_id;
  END IF;
  IF subject IS NOT NULL THEN
    IF NEW.subject_type = 'user' THEN
      SELECT name INTO NEW.subject_name FROM users WHERE id = subject;
    ELSIF NEW.subject_type = 'listing' THEN
      SELECT title INTO NEW.subject_name FROM listings WHERE id = subject;
    END IF;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_names_at_the_time BEFORE INSERT ON "audit_log" FOR EACH ROW EXECUTE FUNCTION audit_log_names_at_the_time();
--> statement-breakpoint
-- An account that is deleted takes its name with it: entries it wrote or that concern it keep only
-- what they kept before names were copied (the actor's e-mail, the record's id).
CREATE OR REPLACE FUNCTION audit_log_forget_account_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Once per statement, over every account it deleted: the daily clean-up removes many at once.
  UPDATE audit_log AS entry SET actor_name = NULL, actor_role = NULL FROM gone WHERE entry.actor_id = gone.id AND entry.actor_name IS NOT NULL;
  UPDATE audit_log AS entry SET subject_name = NULL FROM gone
  WHERE entry.subject_type = 'user' AND lower(entry.subject_id) = gone.id::text AND entry.subject_name IS NOT NULL;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_audit_log_forget_names AFTER DELETE ON "users" REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION audit_log_forget_account_names();
--> statement-breakpoint
-- Entries written before this migration take the names as they are now.
UPDATE "audit_log" AS entry SET
  actor_name = actor.name,
  actor_role = actor.role
FROM "users" AS actor
WHERE actor.id = entry.actor_id;
--> statement-breakpoint
UPDATE "audit_log" AS entry SET subject_name = named.name
FROM (
  SELECT id::text AS id, name, 'user' AS type FROM "users"
  UNION ALL
  SELECT id::text, title, 'listing' FROM "listings"
) AS named
WHERE named.type = entry.subject_type AND named.id = lower(entry.subject_id);
