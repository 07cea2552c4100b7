-- Keeps derived.realname_status_counts (schema.ts) equal to the applications per status:
-- statement triggers add what each statement's transition tables add and remove, in its
-- transaction. Rows are written in status order, so concurrent changes lock them in one
-- order. A truncate empties the counts.
CREATE FUNCTION "derived"."realname_status_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "derived"."realname_status_counts";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "derived"."realname_status_counts" AS c ("status", "total")
      SELECT "status", count(*) FROM new_rows GROUP BY "status" ORDER BY "status"
      ON CONFLICT ("status") DO UPDATE SET "total" = c."total" + excluded."total";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "derived"."realname_status_counts" AS c ("status", "total")
      SELECT "status", -count(*) FROM old_rows GROUP BY "status" ORDER BY "status"
      ON CONFLICT ("status") DO UPDATE SET "total" = c."total" + excluded."total";
  ELSE
    INSERT INTO "derived"."realname_status_counts" AS c ("status", "total")
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
CREATE TRIGGER "realname_status_counts_insert" AFTER INSERT ON "realname_applications"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "derived"."realname_status_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "realname_status_counts_update" AFTER UPDATE ON "realname_applications"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "derived"."realname_status_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "realname_status_counts_delete" AFTER DELETE ON "realname_applications"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "derived"."realname_status_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "realname_status_counts_truncate" AFTER TRUNCATE ON "realname_applications"
  FOR EACH STATEMENT EXECUTE FUNCTION "derived"."realname_status_counts_apply"();
--> statement-breakpoint
INSERT INTO "derived"."realname_status_counts" ("status", "total")
  SELECT "status", count(*) FROM "realname_applications" GROUP BY "status";
