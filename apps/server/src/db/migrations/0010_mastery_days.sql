CREATE TABLE "student_score_counts" (
	"student_id" uuid PRIMARY KEY NOT NULL,
	"total" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "student_mastery" ADD COLUMN "days" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "student_score_counts" ADD CONSTRAINT "student_score_counts_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each student's number of score rows, kept in the same transaction as the rows by statement triggers (one
-- upsert per student and statement, students in id order so that concurrent writers lock alike). The
-- progress read compares it with the stored state's answers applied instead of counting the rows (ADR 031).
INSERT INTO "student_score_counts" ("student_id", "total")
	SELECT "user_id", count(*) FROM "scores" GROUP BY "user_id";
--> statement-breakpoint
CREATE FUNCTION "student_score_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "student_score_counts" AS c ("student_id", "total")
		SELECT "user_id", count(*) FROM "added" GROUP BY "user_id" ORDER BY "user_id"
	ON CONFLICT ("student_id") DO UPDATE SET "total" = c."total" + excluded."total";
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "student_score_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "student_score_counts" AS c SET "total" = c."total" - r."n"
		FROM (SELECT "user_id", count(*) AS "n" FROM "removed" GROUP BY "user_id") r
		WHERE c."student_id" = r."user_id";
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "student_score_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "student_score_counts" AS c SET "total" = c."total" - r."n"
		FROM (SELECT o."user_id", count(*) AS "n" FROM "removed" o JOIN "added" a ON a."id" = o."id"
				WHERE a."user_id" <> o."user_id" GROUP BY o."user_id") r
		WHERE c."student_id" = r."user_id";
	INSERT INTO "student_score_counts" AS c ("student_id", "total")
		SELECT a."user_id", count(*) FROM "added" a JOIN "removed" o ON o."id" = a."id"
			WHERE a."user_id" <> o."user_id" GROUP BY a."user_id" ORDER BY a."user_id"
	ON CONFLICT ("student_id") DO UPDATE SET "total" = c."total" + excluded."total";
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "scores_count_insert" AFTER INSERT ON "scores"
	REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT EXECUTE FUNCTION "student_score_counts_add"();
--> statement-breakpoint
CREATE TRIGGER "scores_count_delete" AFTER DELETE ON "scores"
	REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT EXECUTE FUNCTION "student_score_counts_remove"();
--> statement-breakpoint
CREATE TRIGGER "scores_count_update" AFTER UPDATE ON "scores"
	REFERENCING OLD TABLE AS "removed" NEW TABLE AS "added" FOR EACH STATEMENT
	EXECUTE FUNCTION "student_score_counts_move"();
