CREATE TABLE "corporate_appeals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "corporate_appeals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"status" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"user_name" text NOT NULL,
	"account_id" bigint,
	"company_name" text NOT NULL,
	"credit_code" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"licence_file_id" text NOT NULL,
	"proof_file_id" text NOT NULL,
	"ip" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "corporate_appeals_status_check" CHECK ("corporate_appeals"."status" between 0 and 2)
);
--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "owner_account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "corporate_appeals" ADD CONSTRAINT "corporate_appeals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_appeals" ADD CONSTRAINT "corporate_appeals_licence_file_id_files_id_fk" FOREIGN KEY ("licence_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corporate_appeals" ADD CONSTRAINT "corporate_appeals_proof_file_id_files_id_fk" FOREIGN KEY ("proof_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "corporate_appeals_created_at_idx" ON "corporate_appeals" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "corporate_appeals_status_created_at_idx" ON "corporate_appeals" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "corporate_appeals_credit_code_idx" ON "corporate_appeals" USING btree ("credit_code" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_appeals_licence_file_id_key" ON "corporate_appeals" USING btree ("licence_file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_appeals_proof_file_id_key" ON "corporate_appeals" USING btree ("proof_file_id");--> statement-breakpoint
CREATE INDEX "corporate_appeals_account_id_idx" ON "corporate_appeals" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "files_anonymous_created_at_idx" ON "files" USING btree ("created_at") WHERE "files"."owner_account_id" is null;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_or_appeal" CHECK ("files"."owner_account_id" is not null or "files"."purpose" in ('appealPending', 'appealLicence', 'appealProof'));