import { eq } from 'drizzle-orm';
import { displayNameOf } from '#shared/display-name.ts';
import type { Executor } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';

/** The display name of who caused a notification; empty once they are gone. */
export async function actorNameOf(db: Executor, userId: number): Promise<string> {
  const [actor] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return actor ? displayNameOf(actor.firstName, actor.lastName) : '';
}
