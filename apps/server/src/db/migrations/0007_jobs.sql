CREATE TABLE "grading_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"row_index" integer NOT NULL,
	"student_id" text NOT NULL,
	"student_user_id" uuid,
	"prompt" text NOT NULL,
	"answer" text NOT NULL,
	"reference_answer" text,
	"max_points" real NOT NULL,
	"score" real NOT NULL,
	"verdict" text NOT NULL,
	"reason" text NOT NULL,
	"cluster" integer NOT NULL,
	"graded_by" text NOT NULL,
	"score_id" uuid,
	"overridden_score" real,
	"overridden_by" uuid,
	"overridden_by_name" text,
	"overridden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grading_results_verdict_check" CHECK ("grading_results"."verdict" in ('correct','partially correct','incorrect'))
);
--> statement-breakpoint
ALTER TABLE "grading_jobs" ADD COLUMN "progress_done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "grading_jobs" ADD COLUMN "progress_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "grading_jobs" ADD COLUMN "lease_owner" text;--> statement-breakpoint
ALTER TABLE "grading_jobs" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "grading_results" ADD CONSTRAINT "grading_results_job_id_grading_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."grading_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grading_results" ADD CONSTRAINT "grading_results_student_user_id_users_id_fk" FOREIGN KEY ("student_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grading_results" ADD CONSTRAINT "grading_results_score_id_scores_id_fk" FOREIGN KEY ("score_id") REFERENCES "public"."scores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grading_results" ADD CONSTRAINT "grading_results_overridden_by_users_id_fk" FOREIGN KEY ("overridden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "grading_results_job_row_key" ON "grading_results" USING btree ("job_id","row_index");--> statement-breakpoint
CREATE INDEX "grading_results_job_cluster_idx" ON "grading_results" USING btree ("job_id","cluster");--> statement-breakpoint
CREATE INDEX "grading_jobs_active_idx" ON "grading_jobs" USING btree ("lease_until") WHERE "grading_jobs"."status" in ('queued','running');