CREATE TABLE "credit_categories" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"level_id" bigint NOT NULL,
	"validity_years" smallint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"template_file_id" text,
	"template_points" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"template_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_categories_validity_check" CHECK ("credit_categories"."validity_years" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "credit_materials" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_materials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"category_id" bigint NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_categories" ADD CONSTRAINT "credit_categories_level_id_credit_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."credit_levels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_categories" ADD CONSTRAINT "credit_categories_template_file_id_files_id_fk" FOREIGN KEY ("template_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_materials" ADD CONSTRAINT "credit_materials_category_id_credit_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."credit_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_categories_level_key" ON "credit_categories" USING btree ("level_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_materials_category_name_key" ON "credit_materials" USING btree ("category_id","name");