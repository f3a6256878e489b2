ALTER TABLE "booking_requests" RENAME COLUMN "villa_id" TO "rental_slug";--> statement-breakpoint
ALTER TABLE "booking_requests" DROP CONSTRAINT "booking_requests_villa_check";--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_rental_slug_check" CHECK (("booking_requests"."source" = 'villa') = ("booking_requests"."rental_slug" is not null));