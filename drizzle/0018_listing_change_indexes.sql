CREATE INDEX "listing_events_occurred_at_idx" ON "listing_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "listings_updated_at_idx" ON "listings" USING btree ("updated_at");