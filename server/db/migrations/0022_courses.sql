CREATE TABLE "course_materials" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "course_materials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"course_id" bigint NOT NULL,
	"file_id" text NOT NULL,
	"name" text NOT NULL,
	"created_by_account_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_teachers" (
	"course_id" bigint NOT NULL,
	"person_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "course_teachers_course_id_person_id_pk" PRIMARY KEY("course_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "courses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"corporate_id" bigint NOT NULL,
	"applicant_account_id" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"business_line" smallint NOT NULL,
	"name" text NOT NULL,
	"course_level_id" bigint,
	"certificate_level_id" bigint,
	"description" text,
	"fee" numeric(10, 2),
	"capacity" integer,
	"online" boolean DEFAULT false NOT NULL,
	"location" text,
	"sign_up_deadline" text,
	"credit_hours" numeric(5, 1),
	"cover_file_id" text,
	"template_file_id" text,
	"template_points" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"template_version" integer DEFAULT 0 NOT NULL,
	"copied_from_id" bigint,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_status_check" CHECK ("courses"."status" between 0 and 5),
	CONSTRAINT "courses_business_line_check" CHECK ("courses"."business_line" between 0 and 9),
	CONSTRAINT "courses_capacity_check" CHECK ("courses"."capacity" is null or "courses"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "training_dates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_dates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"course_id" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"starts_on" text NOT NULL,
	"ends_on" text NOT NULL,
	"capacity" integer NOT NULL,
	"location" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_dates_status_check" CHECK ("training_dates"."status" between 0 and 5),
	CONSTRAINT "training_dates_span_check" CHECK ("training_dates"."ends_on" >= "training_dates"."starts_on"),
	CONSTRAINT "training_dates_capacity_check" CHECK ("training_dates"."capacity" > 0)
);
--> statement-breakpoint
ALTER TABLE "course_materials" ADD CONSTRAINT "course_materials_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_materials" ADD CONSTRAINT "course_materials_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_materials" ADD CONSTRAINT "course_materials_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_teachers" ADD CONSTRAINT "course_teachers_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_teachers" ADD CONSTRAINT "course_teachers_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_applicant_account_id_accounts_id_fk" FOREIGN KEY ("applicant_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_course_level_id_course_levels_id_fk" FOREIGN KEY ("course_level_id") REFERENCES "public"."course_levels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_certificate_level_id_certificate_levels_id_fk" FOREIGN KEY ("certificate_level_id") REFERENCES "public"."certificate_levels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_cover_file_id_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_template_file_id_files_id_fk" FOREIGN KEY ("template_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_dates" ADD CONSTRAINT "training_dates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_materials_course_idx" ON "course_materials" USING btree ("course_id","created_at","id");--> statement-breakpoint
CREATE INDEX "courses_corporate_created_idx" ON "courses" USING btree ("corporate_id","created_at","id");--> statement-breakpoint
CREATE INDEX "courses_review_idx" ON "courses" USING btree ("status","business_line","submitted_at","id");--> statement-breakpoint
CREATE INDEX "training_dates_course_idx" ON "training_dates" USING btree ("course_id","starts_on","id");