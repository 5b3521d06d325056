import { eq } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';

/** How notifications name a person: the first name, a space, the last name's initial and a dot ("Valeria Q."). */
export function displayNameOf({ firstName, lastName }: { firstName: string; lastName: string }): string {
  const initial = lastName.trim().charAt(0);
  return initial ? `${firstName} ${initial.toUpperCase()}.` : firstName;
}

/** The display name of who caused a notification; empty once they are gone. */
export async function actorNameOf(db: Executor, userId: number): Promise<string> {
  const [actor] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return actor ? displayNameOf(actor) : '';
}
