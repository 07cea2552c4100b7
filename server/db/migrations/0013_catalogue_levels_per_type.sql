-- Levels belong to a type now (issue 13). A level of an earlier installation applied to
-- every type of its catalogue, so each type gets its own copy of each such level; the
-- unattached originals then go.
INSERT INTO "credit_levels" ("name", "name_en", "sort", "enabled", "created_at", "updated_at", "type_id")
SELECT l."name", l."name_en", l."sort", l."enabled", l."created_at", l."updated_at", t."id"
FROM "credit_levels" l CROSS JOIN "credit_types" t WHERE l."type_id" IS NULL;--> statement-breakpoint
DELETE FROM "credit_levels" WHERE "type_id" IS NULL;--> statement-breakpoint
INSERT INTO "course_levels" ("name", "name_en", "sort", "enabled", "created_at", "updated_at", "type_id")
SELECT l."name", l."name_en", l."sort", l."enabled", l."created_at", l."updated_at", t."id"
FROM "course_levels" l CROSS JOIN "course_types" t WHERE l."type_id" IS NULL;--> statement-breakpoint
DELETE FROM "course_levels" WHERE "type_id" IS NULL;--> statement-breakpoint
INSERT INTO "certificate_levels" ("name", "name_en", "sort", "enabled", "created_at", "updated_at", "type_id")
SELECT l."name", l."name_en", l."sort", l."enabled", l."created_at", l."updated_at", t."id"
FROM "certificate_levels" l CROSS JOIN "certificate_types" t WHERE l."type_id" IS NULL;--> statement-breakpoint
DELETE FROM "certificate_levels" WHERE "type_id" IS NULL;
