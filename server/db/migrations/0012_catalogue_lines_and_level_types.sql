DROP INDEX "certificate_levels_name_key";--> statement-breakpoint
DROP INDEX "course_levels_name_key";--> statement-breakpoint
DROP INDEX "credit_levels_name_key";--> statement-breakpoint
ALTER TABLE "certificate_levels" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "certificate_levels" ADD COLUMN "type_id" bigint;--> statement-breakpoint
ALTER TABLE "certificate_types" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "certificate_types" ADD COLUMN "business_line" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "course_levels" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "course_levels" ADD COLUMN "type_id" bigint;--> statement-breakpoint
ALTER TABLE "course_types" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "course_types" ADD COLUMN "business_line" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_levels" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_levels" ADD COLUMN "type_id" bigint;--> statement-breakpoint
ALTER TABLE "credit_types" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_types" ADD COLUMN "business_line" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "certificate_levels" ADD CONSTRAINT "certificate_levels_type_id_certificate_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."certificate_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_levels" ADD CONSTRAINT "course_levels_type_id_course_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."course_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_levels" ADD CONSTRAINT "credit_levels_type_id_credit_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."credit_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_levels_type_name_key" ON "certificate_levels" USING btree ("type_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "course_levels_type_name_key" ON "course_levels" USING btree ("type_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_levels_type_name_key" ON "credit_levels" USING btree ("type_id","name");--> statement-breakpoint
ALTER TABLE "certificate_types" ADD CONSTRAINT "certificate_types_business_line_check" CHECK ("certificate_types"."business_line" between 0 and 9);--> statement-breakpoint
ALTER TABLE "course_types" ADD CONSTRAINT "course_types_business_line_check" CHECK ("course_types"."business_line" between 0 and 9);--> statement-breakpoint
ALTER TABLE "credit_types" ADD CONSTRAINT "credit_types_business_line_check" CHECK ("credit_types"."business_line" between 0 and 9);