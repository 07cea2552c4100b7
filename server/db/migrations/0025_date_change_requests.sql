CREATE TABLE "date_change_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "date_change_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sign_up_id" bigint NOT NULL,
	"from_training_date_id" bigint NOT NULL,
	"to_training_date_id" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"trainee_name" text NOT NULL,
	"reason" text NOT NULL,
	"applicant_account_id" bigint NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "date_change_requests_status_check" CHECK ("date_change_requests"."status" between 0 and 2),
	CONSTRAINT "date_change_requests_move_check" CHECK ("date_change_requests"."to_training_date_id" <> "date_change_requests"."from_training_date_id")
);
--> statement-breakpoint
ALTER TABLE "date_change_requests" ADD CONSTRAINT "date_change_requests_sign_up_id_sign_ups_id_fk" FOREIGN KEY ("sign_up_id") REFERENCES "public"."sign_ups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_change_requests" ADD CONSTRAINT "date_change_requests_from_training_date_id_training_dates_id_fk" FOREIGN KEY ("from_training_date_id") REFERENCES "public"."training_dates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_change_requests" ADD CONSTRAINT "date_change_requests_to_training_date_id_training_dates_id_fk" FOREIGN KEY ("to_training_date_id") REFERENCES "public"."training_dates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_change_requests" ADD CONSTRAINT "date_change_requests_applicant_account_id_accounts_id_fk" FOREIGN KEY ("applicant_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "date_change_requests_one_pending" ON "date_change_requests" USING btree ("sign_up_id") WHERE "date_change_requests"."status" = 0;--> statement-breakpoint
CREATE INDEX "date_change_requests_sign_up_idx" ON "date_change_requests" USING btree ("sign_up_id","created_at","id");