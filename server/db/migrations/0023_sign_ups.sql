CREATE TABLE "sign_ups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sign_ups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"course_id" bigint NOT NULL,
	"training_date_id" bigint NOT NULL,
	"corporate_id" bigint,
	"person_id" bigint,
	"applicant_account_id" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"trainee_name" text NOT NULL,
	"trainee_id_card" text,
	"trainee_mobile" text,
	"exam_score" numeric(5, 1),
	"certificate_number" text,
	"issued_on" text,
	"expires_on" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_ups_status_check" CHECK ("sign_ups"."status" between 0 and 9 or "sign_ups"."status" = 71),
	CONSTRAINT "sign_ups_trainee_check" CHECK (("sign_ups"."person_id" is not null and "sign_ups"."corporate_id" is not null) or ("sign_ups"."person_id" is null and "sign_ups"."corporate_id" is null and "sign_ups"."trainee_id_card" is not null))
);
--> statement-breakpoint
ALTER TABLE "sign_ups" ADD CONSTRAINT "sign_ups_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_ups" ADD CONSTRAINT "sign_ups_training_date_id_training_dates_id_fk" FOREIGN KEY ("training_date_id") REFERENCES "public"."training_dates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_ups" ADD CONSTRAINT "sign_ups_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_ups" ADD CONSTRAINT "sign_ups_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_ups" ADD CONSTRAINT "sign_ups_applicant_account_id_accounts_id_fk" FOREIGN KEY ("applicant_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sign_ups_certificate_number_key" ON "sign_ups" USING btree ("certificate_number");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_ups_one_place_per_person" ON "sign_ups" USING btree ("course_id","person_id") WHERE "sign_ups"."person_id" is not null and "sign_ups"."status" not in (2, 3);--> statement-breakpoint
CREATE UNIQUE INDEX "sign_ups_one_place_per_individual" ON "sign_ups" USING btree ("course_id","applicant_account_id") WHERE "sign_ups"."person_id" is null and "sign_ups"."status" not in (2, 3);--> statement-breakpoint
CREATE INDEX "sign_ups_date_idx" ON "sign_ups" USING btree ("training_date_id","status");--> statement-breakpoint
CREATE INDEX "sign_ups_corporate_idx" ON "sign_ups" USING btree ("corporate_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sign_ups_applicant_idx" ON "sign_ups" USING btree ("applicant_account_id","created_at","id");