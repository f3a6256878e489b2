ALTER TABLE "saved_searches" ADD COLUMN "bounds" "box";--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "polygon" "polygon";--> statement-breakpoint
CREATE INDEX "listings_public_location_idx" ON "listings" USING gist (point("longitude", "latitude")) WHERE review_status = 'approved';