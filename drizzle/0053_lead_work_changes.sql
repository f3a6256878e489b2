-- Every change to what an agent's Today shows (leads, their tasks, their showings) notifies
-- "lead_work_changed", so that each app process drops the Today lists it keeps
-- (app/features/leads/kept-lead-work.server.ts), whichever process or tool made it.
CREATE OR REPLACE FUNCTION notify_lead_work_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('lead_work_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER leads_lead_work_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "leads" FOR EACH STATEMENT EXECUTE FUNCTION notify_lead_work_changed();
--> statement-breakpoint
CREATE TRIGGER lead_tasks_lead_work_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lead_tasks" FOR EACH STATEMENT EXECUTE FUNCTION notify_lead_work_changed();
--> statement-breakpoint
CREATE TRIGGER showings_lead_work_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "showings" FOR EACH STATEMENT EXECUTE FUNCTION notify_lead_work_changed();
