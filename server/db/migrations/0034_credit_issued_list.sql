CREATE TABLE "derived"."credit_status_counts" (
	"status" smallint PRIMARY KEY NOT NULL,
	"total" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "credit_applications_issued_idx" ON "credit_applications" USING btree ("issued_on" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "credit_applications"."status" in (6, 8, 9);
--> statement-breakpoint
-- Keeps derived.credit_status_counts equal to the credit applications per status, as
-- 0004 does for real-name applications: statement triggers in each change's transaction.
CREATE FUNCTION "derived"."credit_status_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "derived"."credit_status_counts";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "derived"."credit_status_counts" AS c ("status", "total")
      SELECT "status", count(*) FROM new_rows GROUP BY "status" ORDER BY "status"
      ON CONFLICT ("status") DO UPDATE SET "total" = c."total" + excluded."total";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "derived"."credit_status_counts" AS c ("status", "total")
      SELECT "status", -count(*) FROM old_rows GROUP BY "status" ORDER BY "status"
      ON CONFLICT ("status") DO UPDATE SET "total" = c."total" + excluded."total";
  ELSE
    INSERT INTO "derived"."credit_status_counts" AS c ("status", "total")
      SELECT "status", sum("delta") FROM (
        SELECT "status", -1 AS "delta" FROM old_rows
        UNION ALL
        SELECT "status", 1 AS "delta" FROM new_rows
      ) AS "changes"
      GROUP BY "status" HAVING sum("delta") <> 0 ORDER BY "status"
      ON CONFLICT ("status") DO UPDATE SET "total" = c."total" + excluded."total";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "credit_status_counts_insert" AFTER INSERT ON "credit_applications"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "derived"."credit_status_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "credit_status_counts_update" AFTER UPDATE ON "credit_applications"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "derived"."credit_status_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "credit_status_counts_delete" AFTER DELETE ON "credit_applications"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "derived"."credit_status_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "credit_status_counts_truncate" AFTER TRUNCATE ON "credit_applications"
  FOR EACH STATEMENT EXECUTE FUNCTION "derived"."credit_status_counts_apply"();
--> statement-breakpoint
INSERT INTO "derived"."credit_status_counts" ("status", "total")
  SELECT "status", count(*) FROM "credit_applications" GROUP BY "status";
