CREATE TABLE "people" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "people_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"corporate_id" bigint NOT NULL,
	"created_by_account_id" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"name" text,
	"gender" text,
	"id_card" text,
	"mobile" text,
	"email" text,
	"education" text,
	"professional_title" text,
	"employed_from" text,
	"employed_to" text,
	"photo_file_id" text,
	"id_card_file_id" text,
	"diploma_file_id" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "people_status_check" CHECK ("people"."status" between 0 and 6),
	CONSTRAINT "people_gender_check" CHECK ("people"."gender" is null or "people"."gender" in ('male', 'female'))
);
--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_corporate_id_corporates_id_fk" FOREIGN KEY ("corporate_id") REFERENCES "public"."corporates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_id_card_file_id_files_id_fk" FOREIGN KEY ("id_card_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_diploma_file_id_files_id_fk" FOREIGN KEY ("diploma_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "people_one_id_card_per_corporate" ON "people" USING btree ("corporate_id","id_card") WHERE "people"."deleted_at" is null and "people"."id_card" is not null;--> statement-breakpoint
CREATE INDEX "people_corporate_created_idx" ON "people" USING btree ("corporate_id","created_at","id") WHERE "people"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "people_review_submitted_idx" ON "people" USING btree ("submitted_at","id") WHERE "people"."status" <> 0 and "people"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "people_review_status_submitted_idx" ON "people" USING btree ("status","submitted_at","id") WHERE "people"."deleted_at" is null;