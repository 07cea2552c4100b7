CREATE TABLE "retired_login_names" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "retired_login_names_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_name" text NOT NULL,
	"account_id" bigint NOT NULL,
	"retired_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "retired_login_names" ADD CONSTRAINT "retired_login_names_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "retired_login_names_user_name_idx" ON "retired_login_names" USING btree ("user_name","retired_at");