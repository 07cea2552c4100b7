CREATE TABLE "files" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_account_id" bigint NOT NULL,
	"corporate_id" bigint,
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"purpose" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "realname_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "realname_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"corporate_id" bigint NOT NULL,
	"applicant_account_id" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"company_name" text,
	"credit_code" text,
	"legal_representative" text,
	"contact_name" text,
	"contact_mobile" text,
	"address" text,
	"licence_file_id" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "realname_applications_status_check" CHECK ("realname_applications"."status" between 0 and 6)
);
--> statement-breakpoint
CREATE TABLE "workflow_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workflow_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entity" text NOT NULL,
	"entity_id" bigint NOT NULL,
	"from_code" smallint NOT NULL,
	"to_code" smallint NOT NULL,
	"event" text NOT NULL,
	"actor_account_id" bigint,
	"actor_role" text,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "corporates" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_account_id_accounts_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realname_applications" ADD CONSTRAINT "realname_applications_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realname_applications" ADD CONSTRAINT "realname_applications_applicant_account_id_accounts_id_fk" FOREIGN KEY ("applicant_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realname_applications" ADD CONSTRAINT "realname_applications_licence_file_id_files_id_fk" FOREIGN KEY ("licence_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_events" ADD CONSTRAINT "workflow_events_actor_account_id_accounts_id_fk" FOREIGN KEY ("actor_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_owner_account_id_idx" ON "files" USING btree ("owner_account_id");--> statement-breakpoint
CREATE INDEX "files_corporate_id_idx" ON "files" USING btree ("corporate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "realname_applications_one_open_per_corporate" ON "realname_applications" USING btree ("corporate_id") WHERE "realname_applications"."status" in (0, 1, 4, 5);--> statement-breakpoint
CREATE INDEX "realname_applications_corporate_id_idx" ON "realname_applications" USING btree ("corporate_id","created_at");--> statement-breakpoint
CREATE INDEX "realname_applications_status_idx" ON "realname_applications" USING btree ("status");--> statement-breakpoint
CREATE INDEX "realname_applications_credit_code_idx" ON "realname_applications" USING btree ("credit_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "realname_applications_company_name_idx" ON "realname_applications" USING btree ("company_name");--> statement-breakpoint
CREATE INDEX "realname_applications_submitted_at_idx" ON "realname_applications" USING btree ("submitted_at");--> statement-breakpoint
CREATE INDEX "workflow_events_entity_idx" ON "workflow_events" USING btree ("entity","entity_id","created_at");