ALTER TABLE "mail_outbox" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
-- Messages that failed before the column existed: their last attempt was due at next_attempt_at.
UPDATE "mail_outbox" SET "failed_at" = "next_attempt_at" WHERE "status" = 'failed';--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_failed_at_check" CHECK ("mail_outbox"."status" <> 'failed' or "mail_outbox"."failed_at" is not null);
