-- An agent's choice of a valuation's comparables is kept with the valuation, and an outbox message may carry files (the valuation's PDF).
ALTER TABLE "valuation_requests" ADD COLUMN "excluded_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "valuation_requests" ADD COLUMN "added_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "valuation_requests" ADD COLUMN "agent_view" text;--> statement-breakpoint
ALTER TABLE "valuation_requests" ADD COLUMN "agent_condition" text;--> statement-breakpoint
ALTER TABLE "valuation_requests" ADD COLUMN "adjusted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "valuation_requests" ADD CONSTRAINT "valuation_requests_agent_view_check" CHECK ("valuation_requests"."agent_view" is null or "valuation_requests"."agent_view" in ('none', 'partial', 'ocean'));--> statement-breakpoint
ALTER TABLE "valuation_requests" ADD CONSTRAINT "valuation_requests_agent_condition_check" CHECK ("valuation_requests"."agent_condition" is null or "valuation_requests"."agent_condition" in ('needs-work', 'average', 'good', 'excellent'));