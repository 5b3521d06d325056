-- Every list checks each row's seller against the suspended few; with this index that check no longer reads the
-- whole users table.
CREATE INDEX "users_suspended_idx" ON "users" USING btree ("id") WHERE "users"."suspended_at" is not null;