-- The MLS's display opt-outs were stored and never read: a listing without a displayable address is stored without it, and the site shows no automated valuations or consumer comments (decision 0137).
ALTER TABLE "listings" DROP COLUMN "display_address";--> statement-breakpoint
ALTER TABLE "listings" DROP COLUMN "display_valuation";--> statement-breakpoint
ALTER TABLE "listings" DROP COLUMN "display_comments";