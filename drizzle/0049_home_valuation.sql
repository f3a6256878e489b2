-- A home valuation leaves a lead saying so (leads name their source) and keeps the facts, the estimate, its comparables and the owner's consent beside it.
CREATE TABLE "valuation_requests" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"area" text NOT NULL,
	"facts" jsonb NOT NULL,
	"estimate" integer,
	"low" integer,
	"high" integer,
	"confidence" text,
	"comparable_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"monthly_updates" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "valuation_requests_lengths_check" CHECK (char_length("valuation_requests"."address") <= 120 and char_length("valuation_requests"."area") <= 60),
	CONSTRAINT "valuation_requests_range_check" CHECK ("valuation_requests"."estimate" is null or ("valuation_requests"."low" <= "valuation_requests"."estimate" and "valuation_requests"."estimate" <= "valuation_requests"."high"))
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "source" text DEFAULT 'enquiry' NOT NULL;--> statement-breakpoint
ALTER TABLE "valuation_requests" ADD CONSTRAINT "valuation_requests_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_source_check" CHECK ("leads"."source" in ('enquiry', 'valuation'));