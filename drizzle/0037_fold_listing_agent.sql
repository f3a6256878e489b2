-- A listing's agent is stored one way (docs/decisions/0104-one-way-to-store-a-listings-agent.md):
-- our agent's account (agent_id), or else the list agent the listing came with (list_agent_name,
-- list_agent_email). The typed agent_info is folded into those, then dropped.
ALTER TABLE "listings" ADD COLUMN "list_agent_email" text;--> statement-breakpoint
-- A typed e-mail that is a confirmed account's names that account (as the import does; decision 0035:
-- an unconfirmed address owns nothing, so it stays an address until its owner confirms it).
UPDATE "listings" AS l SET "agent_id" = u."id"
FROM "users" AS u
WHERE l."agent_id" IS NULL
  AND nullif(btrim(l."agent_info" ->> 'email'), '') IS NOT NULL
  AND lower(u."email") = lower(btrim(l."agent_info" ->> 'email'))
  AND u."email_verified_at" IS NOT NULL;--> statement-breakpoint
-- Otherwise the typed agent becomes the list agent: the typed name first, as the pages showed it.
UPDATE "listings" SET
  "list_agent_email" = nullif(btrim("agent_info" ->> 'email'), ''),
  "list_agent_name" = coalesce(nullif(btrim("agent_info" ->> 'name'), ''), "list_agent_name")
WHERE "agent_id" IS NULL AND "agent_info" IS NOT NULL;--> statement-breakpoint
DROP INDEX "listings_agent_email_idx";--> statement-breakpoint
CREATE INDEX "listings_agent_email_idx" ON "listings" USING btree (lower("list_agent_email"),"submitted_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "listings" DROP COLUMN "agent_info";--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_agent_one_way_check" CHECK ("listings"."agent_id" is null or "listings"."list_agent_email" is null);
