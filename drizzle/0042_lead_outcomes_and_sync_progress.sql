ALTER TABLE "leads" DROP CONSTRAINT "leads_status_check";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "lost_note" text;--> statement-breakpoint
-- Leads closed before won and lost were told apart: no sale is linked to a lead, so none can be called won; they become lost for "Other", saying so (decision 0129).
UPDATE "leads" SET "status" = 'lost', "lost_reason" = 'other', "lost_note" = 'Closed before won and lost were recorded' WHERE "status" = 'closed';--> statement-breakpoint
ALTER TABLE "mls_sync_runs" ADD COLUMN "stage" text;--> statement-breakpoint
ALTER TABLE "mls_sync_runs" ADD COLUMN "read" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_lost_reason_check" CHECK ("leads"."lost_reason" in ('bought_elsewhere', 'not_ready', 'no_response', 'price', 'other'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_lost_reason_status_check" CHECK (("leads"."status" = 'lost') = ("leads"."lost_reason" is not null) and ("leads"."lost_note" is null or "leads"."lost_reason" is not null));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('new', 'contacted', 'showing_booked', 'won', 'lost'));--> statement-breakpoint
ALTER TABLE "mls_sync_runs" ADD CONSTRAINT "mls_sync_runs_stage_check" CHECK ("mls_sync_runs"."stage" in ('starting', 'reading', 'saving', 'reconciling'));