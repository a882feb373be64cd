CREATE TABLE "ares_cache" (
	"ic" text PRIMARY KEY NOT NULL,
	"company" jsonb,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
