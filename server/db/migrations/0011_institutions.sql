CREATE TABLE "institution_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "institution_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"corporate_id" bigint NOT NULL,
	"applicant_account_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"business_line" smallint,
	"introduction" text,
	"premises" text,
	"course_scope" text,
	"contact_name" text,
	"contact_mobile" text,
	"qualification_file_id" text,
	"supporting_file_id" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institution_applications_status_check" CHECK ("institution_applications"."status" between 0 and 6),
	CONSTRAINT "institution_applications_kind_check" CHECK ("institution_applications"."kind" in ('training', 'review')),
	CONSTRAINT "institution_applications_business_line_check" CHECK ("institution_applications"."business_line" between 0 and 9)
);
--> statement-breakpoint
CREATE TABLE "institution_people" (
	"application_id" bigint NOT NULL,
	"person_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "institution_people_application_id_person_id_pk" PRIMARY KEY("application_id","person_id")
);
--> statement-breakpoint
ALTER TABLE "institution_applications" ADD CONSTRAINT "institution_applications_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_applications" ADD CONSTRAINT "institution_applications_applicant_account_id_accounts_id_fk" FOREIGN KEY ("applicant_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_applications" ADD CONSTRAINT "institution_applications_qualification_file_id_files_id_fk" FOREIGN KEY ("qualification_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_applications" ADD CONSTRAINT "institution_applications_supporting_file_id_files_id_fk" FOREIGN KEY ("supporting_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_people" ADD CONSTRAINT "institution_people_application_id_institution_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."institution_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_people" ADD CONSTRAINT "institution_people_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "institution_applications_one_open_per_kind" ON "institution_applications" USING btree ("corporate_id","kind") WHERE "institution_applications"."status" in (0, 1, 4, 5);--> statement-breakpoint
CREATE INDEX "institution_applications_corporate_created_idx" ON "institution_applications" USING btree ("corporate_id","created_at","id");--> statement-breakpoint
CREATE INDEX "institution_applications_review_idx" ON "institution_applications" USING btree ("kind","submitted_at","id") WHERE "institution_applications"."status" <> 0;--> statement-breakpoint
CREATE INDEX "institution_applications_review_status_idx" ON "institution_applications" USING btree ("kind","status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "institution_people_person_idx" ON "institution_people" USING btree ("person_id");