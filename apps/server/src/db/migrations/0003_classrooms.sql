-- Roster emails are identifiers: stored trimmed and lower-cased, one entry per address in a class.
UPDATE "students" SET "email" = NULLIF(lower(btrim("email")), '') WHERE "email" IS NOT NULL;--> statement-breakpoint
UPDATE "students" s SET "email" = NULL
  WHERE s."email" IS NOT NULL AND EXISTS (
    SELECT 1 FROM "students" o
    WHERE o."class_id" = s."class_id" AND o."email" = s."email" AND o."id" < s."id"
  );--> statement-breakpoint
CREATE UNIQUE INDEX "students_class_email_key" ON "students" USING btree ("class_id","email");--> statement-breakpoint
CREATE INDEX "students_email_idx" ON "students" USING btree ("email");--> statement-breakpoint
-- A roster entry links to the student account with its email (ADR 016): when the entry is written with
-- an email and no account given, and again whenever its email changes.
CREATE OR REPLACE FUNCTION "academy_link_roster_entry"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."email" IS NOT DISTINCT FROM OLD."email" THEN
    RETURN NEW;
  END IF;
  IF NEW."email" IS NULL THEN
    IF TG_OP = 'UPDATE' THEN NEW."user_id" := NULL; END IF;
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' OR NEW."user_id" IS NULL THEN
    NEW."user_id" := (
      SELECT u."id" FROM "users" u JOIN "profiles" p ON p."id" = u."id"
      WHERE u."email" = NEW."email" AND p."role" = 'student'
      LIMIT 1
    );
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "students_link_account" BEFORE INSERT OR UPDATE OF "email" ON "students"
  FOR EACH ROW EXECUTE FUNCTION "academy_link_roster_entry"();--> statement-breakpoint
-- ... and when the student signs up later (or an account becomes a student's): every unlinked entry with
-- that email, in every class; each owning teacher's open pages hear of it (the app's realtime channel
-- `classes:{ownerId}`, sent on commit).
CREATE OR REPLACE FUNCTION "academy_link_new_student"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  linked RECORD;
BEGIN
  IF NEW."role" = 'student' THEN
    FOR linked IN
      WITH changed AS (
        UPDATE "students" SET "user_id" = NEW."id"
        WHERE "user_id" IS NULL AND "email" = (SELECT u."email" FROM "users" u WHERE u."id" = NEW."id")
        RETURNING "class_id"
      )
      SELECT DISTINCT c."id" AS class_id, c."owner_id" AS owner_id
      FROM changed JOIN "classes" c ON c."id" = changed."class_id"
    LOOP
      PERFORM pg_notify('academy_realtime', json_build_object(
        'channel', 'classes:' || linked.owner_id,
        'table', 'students',
        'type', 'UPDATE',
        'id', linked.class_id,
        'userId', NEW."id",
        'at', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
      )::text);
    END LOOP;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "profiles_link_roster" AFTER INSERT OR UPDATE OF "role" ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION "academy_link_new_student"();--> statement-breakpoint
-- Entries written before this migration: link them now.
UPDATE "students" s SET "user_id" = u."id"
  FROM "users" u JOIN "profiles" p ON p."id" = u."id"
  WHERE s."user_id" IS NULL AND s."email" = u."email" AND p."role" = 'student';
