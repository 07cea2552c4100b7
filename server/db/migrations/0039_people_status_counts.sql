CREATE TABLE "derived"."people_status_counts" (
	"status" smallint PRIMARY KEY NOT NULL,
	"total" integer NOT NULL
);

--> statement-breakpoint
-- Kept by derived.count_rows (0036): the platform's list of people to verify counted 40k+
-- people of a status per request. People removed from a roster (deleted_at) are not counted.
SELECT "derived"."count_rows_of"('people', 'derived.people_status_counts', 'status', 'deleted_at IS NULL');
