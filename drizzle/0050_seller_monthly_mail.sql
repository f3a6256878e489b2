-- The monthly e-mails for sellers (decision 0148): subscriptions to an area's market report or a valued home's updates, pending until confirmed, and one row per subscription and month so that each month is sent once.
CREATE TABLE "seller_mail_sends" (
	"subscription_id" uuid NOT NULL,
	"month" text NOT NULL,
	"outcome" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_mail_sends_subscription_id_month_pk" PRIMARY KEY("subscription_id","month"),
	CONSTRAINT "seller_mail_sends_month_check" CHECK ("seller_mail_sends"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "seller_mail_sends_outcome_check" CHECK ("seller_mail_sends"."outcome" in ('sent', 'quiet', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "seller_mail_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"area_slug" text,
	"area_name" text,
	"lead_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"told_estimate" integer,
	"told_on" date,
	"told_sale_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "seller_mail_subscriptions_kind_check" CHECK ("seller_mail_subscriptions"."kind" in ('market', 'valuation')),
	CONSTRAINT "seller_mail_subscriptions_shape_check" CHECK (("seller_mail_subscriptions"."kind" = 'market' and "seller_mail_subscriptions"."lead_id" is null and "seller_mail_subscriptions"."told_on" is null)
        or ("seller_mail_subscriptions"."kind" = 'valuation' and "seller_mail_subscriptions"."lead_id" is not null and "seller_mail_subscriptions"."area_slug" is null and "seller_mail_subscriptions"."told_on" is not null)),
	CONSTRAINT "seller_mail_subscriptions_lengths_check" CHECK (char_length("seller_mail_subscriptions"."email") <= 254 and char_length("seller_mail_subscriptions"."area_slug") <= 100 and char_length("seller_mail_subscriptions"."area_name") <= 100)
);
--> statement-breakpoint
ALTER TABLE "seller_mail_sends" ADD CONSTRAINT "seller_mail_sends_subscription_id_seller_mail_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."seller_mail_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_mail_subscriptions" ADD CONSTRAINT "seller_mail_subscriptions_lead_id_valuation_requests_lead_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."valuation_requests"("lead_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seller_mail_subscriptions_market_key" ON "seller_mail_subscriptions" USING btree (lower("email"),coalesce("area_slug", '')) WHERE "seller_mail_subscriptions"."kind" = 'market';--> statement-breakpoint
CREATE UNIQUE INDEX "seller_mail_subscriptions_lead_key" ON "seller_mail_subscriptions" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "seller_mail_subscriptions_pending_idx" ON "seller_mail_subscriptions" USING btree ("created_at") WHERE "seller_mail_subscriptions"."confirmed_at" is null;