CREATE TABLE "agent_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"photo" jsonb,
	"phone" text,
	"email" text NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"specialities" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_profiles_status_check" CHECK ("agent_profiles"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "agent_profiles_email_unique" ON "agent_profiles" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "agent_profiles_status_order_idx" ON "agent_profiles" USING btree ("status","sort_order");