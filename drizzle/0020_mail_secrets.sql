ALTER TABLE "mail_outbox" ADD COLUMN "secrets" text[];--> statement-breakpoint
-- Messages sent before secrets were marked: their reset and confirmation links lose the token.
UPDATE "mail_outbox" SET "text" = regexp_replace(regexp_replace("text", '(/reset-password/)[A-Za-z0-9_-]{43}', '\1[redacted]', 'g'), '(/verify-email\?token=)[A-Za-z0-9_-]{43}', '\1[redacted]', 'g') WHERE "status" = 'sent';--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_sent_secrets_check" CHECK ("mail_outbox"."status" <> 'sent' or "mail_outbox"."secrets" is null);