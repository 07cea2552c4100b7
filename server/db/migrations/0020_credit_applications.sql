CREATE TABLE "certificate_sequences" (
	"year" smallint NOT NULL,
	"business_line" smallint NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "certificate_sequences_year_business_line_pk" PRIMARY KEY("year","business_line")
);
--> statement-breakpoint
CREATE TABLE "credit_application_materials" (
	"application_id" bigint NOT NULL,
	"material_id" bigint NOT NULL,
	"file_id" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credit_application_materials_application_id_material_id_pk" PRIMARY KEY("application_id","material_id")
);
--> statement-breakpoint
CREATE TABLE "credit_application_people" (
	"application_id" bigint NOT NULL,
	"person_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "credit_application_people_application_id_person_id_pk" PRIMARY KEY("application_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "credit_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"corporate_id" bigint NOT NULL,
	"applicant_account_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"institution_corporate_id" bigint,
	"assessor_person_id" bigint,
	"contact_name" text,
	"contact_mobile" text,
	"description" text,
	"submitted_at" timestamp with time zone,
	"institution_decided_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"certificate_no" text,
	"issued_on" text,
	"expires_on" text,
	"expiry_notice_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_applications_certificate_no_unique" UNIQUE("certificate_no"),
	CONSTRAINT "credit_applications_status_check" CHECK ("credit_applications"."status" between 0 and 9)
);
--> statement-breakpoint
ALTER TABLE "credit_application_materials" ADD CONSTRAINT "credit_application_materials_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_application_materials" ADD CONSTRAINT "credit_application_materials_material_id_credit_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."credit_materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_application_materials" ADD CONSTRAINT "credit_application_materials_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_application_people" ADD CONSTRAINT "credit_application_people_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_application_people" ADD CONSTRAINT "credit_application_people_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_applicant_account_id_accounts_id_fk" FOREIGN KEY ("applicant_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_category_id_credit_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."credit_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_institution_corporate_id_corporates_id_fk" FOREIGN KEY ("institution_corporate_id") REFERENCES "public"."corporates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_assessor_person_id_people_id_fk" FOREIGN KEY ("assessor_person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_application_materials_file_idx" ON "credit_application_materials" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "credit_application_people_person_idx" ON "credit_application_people" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_applications_one_open_per_category" ON "credit_applications" USING btree ("corporate_id","category_id") WHERE "credit_applications"."status" in (0, 1, 2, 3, 5);--> statement-breakpoint
CREATE INDEX "credit_applications_corporate_created_idx" ON "credit_applications" USING btree ("corporate_id","created_at","id");--> statement-breakpoint
CREATE INDEX "credit_applications_institution_idx" ON "credit_applications" USING btree ("institution_corporate_id","status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "credit_applications_status_idx" ON "credit_applications" USING btree ("status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "credit_applications_expires_idx" ON "credit_applications" USING btree ("expires_on") WHERE "credit_applications"."status" = 6;