CREATE TABLE "certificate_level_templates" (
	"level_id" bigint PRIMARY KEY NOT NULL,
	"template_file_id" text,
	"template_points" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"template_version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificate_level_templates" ADD CONSTRAINT "certificate_level_templates_level_id_certificate_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."certificate_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_level_templates" ADD CONSTRAINT "certificate_level_templates_template_file_id_files_id_fk" FOREIGN KEY ("template_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;