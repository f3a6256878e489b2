CREATE SEQUENCE "public"."public_content_changes" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."public_content_marks" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "content_listeners" (
	"id" uuid PRIMARY KEY NOT NULL,
	"applied_mark" bigint DEFAULT 0 NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The public-content triggers also move the change sequence, in the changing transaction, so that the
-- request that made a change can tell it did and wait until every process has cleared its kept pages.
CREATE OR REPLACE FUNCTION notify_public_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('public_content_changes');
  PERFORM pg_notify('public_content_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
