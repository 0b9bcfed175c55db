CREATE TABLE "member_ranks" (
	"board" varchar(24) NOT NULL,
	"member_id" integer NOT NULL,
	"value" bigint NOT NULL,
	"rank" integer NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_ranks_board_member_id_pk" PRIMARY KEY("board","member_id")
);
--> statement-breakpoint
ALTER TABLE "member_ranks" ADD CONSTRAINT "member_ranks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_ranks_board_rank_idx" ON "member_ranks" USING btree ("board","rank");