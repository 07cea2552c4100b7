ALTER TABLE "credit_applications" ADD COLUMN "certificate_check_code" text;--> statement-breakpoint
ALTER TABLE "sign_ups" ADD COLUMN "certificate_check_code" text;--> statement-breakpoint
-- Certificates issued before check codes existed get one each (the alphabet of
-- server/lib/certificates/checkCode.ts); `id` in the series ties each code to its row,
-- so PostgreSQL draws one per row rather than one for all.
UPDATE "credit_applications" SET "certificate_check_code" = (
  SELECT string_agg(substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', 1 + floor(random() * 31)::int, 1), '')
  FROM generate_series(1, 8 + 0 * "credit_applications"."id")
) WHERE "certificate_no" IS NOT NULL;--> statement-breakpoint
UPDATE "sign_ups" SET "certificate_check_code" = (
  SELECT string_agg(substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', 1 + floor(random() * 31)::int, 1), '')
  FROM generate_series(1, 8 + 0 * "sign_ups"."id")
) WHERE "certificate_number" IS NOT NULL;
