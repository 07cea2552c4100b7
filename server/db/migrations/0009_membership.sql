CREATE TABLE "corporate_vips" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "corporate_vips_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"corporate_id" bigint NOT NULL,
	"account_id" bigint,
	"status" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"level_code" text NOT NULL,
	"valid_from" text NOT NULL,
	"valid_to" text NOT NULL,
	"application_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corporate_vips_corporate_id_unique" UNIQUE("corporate_id"),
	CONSTRAINT "corporate_vips_status_check" CHECK ("corporate_vips"."status" between 0 and 2),
	CONSTRAINT "corporate_vips_validity_check" CHECK ("corporate_vips"."valid_to" >= "corporate_vips"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "membership_levels" (
	"code" text PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"validity_years" smallint DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "membership_levels_validity_check" CHECK ("membership_levels"."validity_years" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "vip_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vip_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"corporate_id" bigint NOT NULL,
	"applicant_account_id" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"level_code" text,
	"business_scope" text,
	"scale" text,
	"registered_capital" text,
	"staff_count" text,
	"qualifications" text,
	"contact_name" text,
	"contact_mobile" text,
	"contact_email" text,
	"application_file_id" text,
	"supporting_file_id" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_applications_status_check" CHECK ("vip_applications"."status" between 0 and 6)
);
--> statement-breakpoint
ALTER TABLE "corporate_vips" ADD CONSTRAINT "corporate_vips_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_vips" ADD CONSTRAINT "corporate_vips_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_vips" ADD CONSTRAINT "corporate_vips_level_code_membership_levels_code_fk" FOREIGN KEY ("level_code") REFERENCES "public"."membership_levels"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_vips" ADD CONSTRAINT "corporate_vips_application_id_vip_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."vip_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_applications" ADD CONSTRAINT "vip_applications_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_applications" ADD CONSTRAINT "vip_applications_applicant_account_id_accounts_id_fk" FOREIGN KEY ("applicant_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_applications" ADD CONSTRAINT "vip_applications_level_code_membership_levels_code_fk" FOREIGN KEY ("level_code") REFERENCES "public"."membership_levels"("code") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_applications" ADD CONSTRAINT "vip_applications_application_file_id_files_id_fk" FOREIGN KEY ("application_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_applications" ADD CONSTRAINT "vip_applications_supporting_file_id_files_id_fk" FOREIGN KEY ("supporting_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "corporate_vips_status_valid_to_idx" ON "corporate_vips" USING btree ("status","valid_to");--> statement-breakpoint
CREATE INDEX "corporate_vips_updated_idx" ON "corporate_vips" USING btree ("updated_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_applications_one_open_per_corporate" ON "vip_applications" USING btree ("corporate_id") WHERE "vip_applications"."status" in (0, 1, 4, 5);--> statement-breakpoint
CREATE INDEX "vip_applications_corporate_created_idx" ON "vip_applications" USING btree ("corporate_id","created_at","id");--> statement-breakpoint
CREATE INDEX "vip_applications_review_idx" ON "vip_applications" USING btree ("submitted_at","id") WHERE "vip_applications"."status" <> 0;--> statement-breakpoint
CREATE INDEX "vip_applications_review_status_idx" ON "vip_applications" USING btree ("status","submitted_at","id");