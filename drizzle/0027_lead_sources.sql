CREATE TABLE "lead_sources" (
	"lead_id" uuid PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"gclid" text,
	"fbclid" text,
	"referrer" text,
	"landing_path" text,
	"first_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_sources_lengths_check" CHECK (char_length("lead_sources"."channel") <= 60 and char_length(coalesce("lead_sources"."utm_source", '')) <= 100 and char_length(coalesce("lead_sources"."utm_medium", '')) <= 100
        and char_length(coalesce("lead_sources"."utm_campaign", '')) <= 100 and char_length(coalesce("lead_sources"."utm_term", '')) <= 100
        and char_length(coalesce("lead_sources"."utm_content", '')) <= 100 and char_length(coalesce("lead_sources"."gclid", '')) <= 200
        and char_length(coalesce("lead_sources"."fbclid", '')) <= 200 and char_length(coalesce("lead_sources"."referrer", '')) <= 300
        and char_length(coalesce("lead_sources"."landing_path", '')) <= 300)
);
--> statement-breakpoint
ALTER TABLE "lead_sources" ADD CONSTRAINT "lead_sources_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_sources_created_idx" ON "lead_sources" USING btree ("created_at","channel");