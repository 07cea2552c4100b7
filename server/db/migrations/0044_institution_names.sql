CREATE TABLE "derived"."institution_names" (
	"kind" text NOT NULL,
	"corporate_id" bigint NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "institution_names_kind_corporate_id_pk" PRIMARY KEY("kind","corporate_id")
);
--> statement-breakpoint
CREATE INDEX "institution_names_by_name_idx" ON "derived"."institution_names" USING btree ("kind","name","corporate_id");--> statement-breakpoint
-- Issue 45: the workflow map narrows to an institution found by a part of its name; scanning
-- every company's name (100k on the large seed) took 30-50 ms a search. A company joins the
-- list of a kind once an application of that kind is approved (status 2, the application
-- family's `approved`) and stays on it (its history is still the map's); a renamed company
-- is renamed here.
CREATE FUNCTION "derived"."rebuild_institution_names"() RETURNS void LANGUAGE sql AS $$
  DELETE FROM derived.institution_names;
  INSERT INTO derived.institution_names (kind, corporate_id, name)
  SELECT DISTINCT a.kind, c.id, c.name
  FROM public.institution_applications a JOIN public.corporates c ON c.id = a.corporate_id
  WHERE a.status = 2;
$$;
--> statement-breakpoint
CREATE FUNCTION "derived"."keep_institution_names"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM derived.institution_names;
  ELSIF TG_TABLE_NAME = 'corporates' THEN
    UPDATE derived.institution_names SET name = NEW.name WHERE corporate_id = NEW.id;
  ELSIF NEW.status = 2 THEN
    INSERT INTO derived.institution_names (kind, corporate_id, name)
    SELECT NEW.kind, c.id, c.name FROM public.corporates c WHERE c.id = NEW.corporate_id
    ON CONFLICT (kind, corporate_id) DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "institution_names_approved" AFTER INSERT OR UPDATE OF "status" ON "institution_applications"
  FOR EACH ROW EXECUTE FUNCTION "derived"."keep_institution_names"();
--> statement-breakpoint
CREATE TRIGGER "institution_names_truncate" AFTER TRUNCATE ON "institution_applications"
  FOR EACH STATEMENT EXECUTE FUNCTION "derived"."keep_institution_names"();
--> statement-breakpoint
CREATE TRIGGER "institution_names_renamed" AFTER UPDATE OF "name" ON "corporates"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION "derived"."keep_institution_names"();
--> statement-breakpoint
SELECT "derived"."rebuild_institution_names"();
