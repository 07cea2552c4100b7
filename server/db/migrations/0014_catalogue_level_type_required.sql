ALTER TABLE "certificate_levels" ALTER COLUMN "type_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "course_levels" ALTER COLUMN "type_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_levels" ALTER COLUMN "type_id" SET NOT NULL;