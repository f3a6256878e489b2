CREATE TABLE "demo_data_loads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
