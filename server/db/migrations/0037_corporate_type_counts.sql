CREATE TABLE "derived"."corporate_type_counts" (
	"corporate_type" smallint PRIMARY KEY NOT NULL,
	"total" integer NOT NULL
);
--> statement-breakpoint
-- Kept by derived.count_rows (0036): the company type list counted 100k companies per request.
SELECT "derived"."count_rows_of"('corporates', 'derived.corporate_type_counts', 'corporate_type', 'true');
