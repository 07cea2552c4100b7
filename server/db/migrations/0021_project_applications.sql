CREATE TABLE "project_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"corporate_id" bigint NOT NULL,
	"applicant_account_id" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"institution_corporate_id" bigint,
	"name" text NOT NULL,
	"client" text,
	"contract_amount" numeric(13, 2),
	"start_date" text,
	"end_date" text,
	"role" text,
	"manager_person_id" bigint,
	"description" text,
	"contract_file_id" text,
	"acceptance_file_id" text,
	"submitted_at" timestamp with time zone,
	"institution_decided_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_applications_status_check" CHECK ("project_applications"."status" between 0 and 9),
	CONSTRAINT "project_applications_dates_check" CHECK ("project_applications"."end_date" is null or "project_applications"."start_date" is null or "project_applications"."end_date" >= "project_applications"."start_date")
);
--> statement-breakpoint
ALTER TABLE "project_applications" ADD CONSTRAINT "project_applications_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_applications" ADD CONSTRAINT "project_applications_applicant_account_id_accounts_id_fk" FOREIGN KEY ("applicant_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_applications" ADD CONSTRAINT "project_applications_institution_corporate_id_corporates_id_fk" FOREIGN KEY ("institution_corporate_id") REFERENCES "public"."corporates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_applications" ADD CONSTRAINT "project_applications_manager_person_id_people_id_fk" FOREIGN KEY ("manager_person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_applications" ADD CONSTRAINT "project_applications_contract_file_id_files_id_fk" FOREIGN KEY ("contract_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_applications" ADD CONSTRAINT "project_applications_acceptance_file_id_files_id_fk" FOREIGN KEY ("acceptance_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_applications_corporate_created_idx" ON "project_applications" USING btree ("corporate_id","created_at","id");--> statement-breakpoint
CREATE INDEX "project_applications_institution_idx" ON "project_applications" USING btree ("institution_corporate_id","status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "project_applications_status_idx" ON "project_applications" USING btree ("status","submitted_at","id");