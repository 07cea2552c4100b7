CREATE TABLE "training_histories" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_histories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"corporate_id" bigint NOT NULL,
	"applicant_account_id" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"kind" text NOT NULL,
	"person_id" bigint,
	"course_name" text NOT NULL,
	"organizer" text,
	"start_date" text,
	"end_date" text,
	"credit_hours" numeric(5, 1),
	"certificate_no" text,
	"content" text,
	"proof_file_id" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_histories_status_check" CHECK ("training_histories"."status" between 0 and 6),
	CONSTRAINT "training_histories_kind_check" CHECK ("training_histories"."kind" in ('history', 'cultivate')),
	CONSTRAINT "training_histories_dates_check" CHECK ("training_histories"."end_date" is null or "training_histories"."start_date" is null or "training_histories"."end_date" >= "training_histories"."start_date")
);
--> statement-breakpoint
ALTER TABLE "training_histories" ADD CONSTRAINT "training_histories_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_histories" ADD CONSTRAINT "training_histories_applicant_account_id_accounts_id_fk" FOREIGN KEY ("applicant_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_histories" ADD CONSTRAINT "training_histories_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_histories" ADD CONSTRAINT "training_histories_proof_file_id_files_id_fk" FOREIGN KEY ("proof_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_histories_corporate_idx" ON "training_histories" USING btree ("corporate_id","kind","created_at","id");--> statement-breakpoint
CREATE INDEX "training_histories_review_idx" ON "training_histories" USING btree ("status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "training_histories_person_idx" ON "training_histories" USING btree ("person_id","status");