CREATE TABLE "crm_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event" text NOT NULL,
	"lead_id" uuid,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"last_status" integer,
	"failed_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_deliveries_status_check" CHECK ("crm_deliveries"."status" in ('queued', 'sending', 'delivered', 'failed')),
	CONSTRAINT "crm_deliveries_event_check" CHECK ("crm_deliveries"."event" in ('lead.created', 'lead.status_changed')),
	CONSTRAINT "crm_deliveries_failed_at_check" CHECK ("crm_deliveries"."status" <> 'failed' or "crm_deliveries"."failed_at" is not null),
	CONSTRAINT "crm_deliveries_delivered_at_check" CHECK ("crm_deliveries"."status" <> 'delivered' or "crm_deliveries"."delivered_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "crm_deliveries" ADD CONSTRAINT "crm_deliveries_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_deliveries_created_idx" ON "crm_deliveries" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "crm_deliveries_due_idx" ON "crm_deliveries" USING btree ("next_attempt_at") WHERE "crm_deliveries"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "crm_deliveries_lease_idx" ON "crm_deliveries" USING btree ("lease_until") WHERE "crm_deliveries"."status" = 'sending';