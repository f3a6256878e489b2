CREATE TABLE "blog_posts" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"cover_image" jsonb,
	"author" text DEFAULT 'The Sugar Apple Realty Team' NOT NULL,
	"published_at" date DEFAULT current_date NOT NULL,
	"category" text DEFAULT 'Real Estate' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_hardcoded" boolean DEFAULT false NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'published',
	"last_viewed" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_id_format" CHECK ("blog_posts"."id" ~ '^[a-z0-9][a-z0-9-]{0,99}$'),
	CONSTRAINT "blog_posts_status" CHECK ("blog_posts"."status" is null or "blog_posts"."status" in ('published', 'draft')),
	CONSTRAINT "blog_posts_counters" CHECK ("blog_posts"."views" >= 0 and "blog_posts"."likes" >= 0)
);
--> statement-breakpoint
CREATE INDEX "blog_posts_public_created_idx" ON "blog_posts" USING btree ("created_at" desc) WHERE "blog_posts"."status" is null or "blog_posts"."status" = 'published';