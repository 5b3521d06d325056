import { sql } from 'drizzle-orm';
import { RESPONDS_FAST_MIN_CONVERSATIONS, RESPONDS_FAST_WINDOW_DAYS } from '#shared/badges.ts';
import type { Database } from '#server/db/client.ts';
import { conversations, messages, users } from '#server/db/schema.ts';

/**
 * Sets `responds_fast` on everyone at `now`, in one statement. The conversations that count for a person: someone else
 * wrote the first message, between 30 days and one hour before `now` (so each has had its whole hour). The badge needs
 * at least 3 of them, more than half answered by the person within an hour of that first message: the median first
 * reply is then under an hour, an unanswered conversation counting as a slow one. Offers count as writing, the deal's
 * automatic news does not. Only rows whose answer changes are written. Run hourly (main.ts) and by tests with their
 * own clock.
 */
export async function refreshRespondsFast(db: Database, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const windowStart = sql`${at} - make_interval(days => ${RESPONDS_FAST_WINDOW_DAYS})`;
  await db.execute(sql`
    with asked as (
      select c.id, opener.created_at as asked_at,
        case when opener.sender_id = c.participant1_id then c.participant2_id else c.participant1_id end as answerer
      from ${conversations} c
      cross join lateral (
        select m.sender_id, m.created_at from ${messages} m
        where m.conversation_id = c.id and m.type <> 'deal' and m.sender_id is not null
        order by m.created_at, m.id limit 1
      ) opener
      where c.last_message_at >= ${windowStart}
        and opener.created_at >= ${windowStart} and opener.created_at <= ${at} - interval '1 hour'
    ), scored as (
      select asked.answerer, exists (
        select 1 from ${messages} m
        where m.conversation_id = asked.id and m.sender_id = asked.answerer and m.type <> 'deal'
          and m.created_at > asked.asked_at and m.created_at <= asked.asked_at + interval '1 hour'
      ) as fast
      from asked where asked.answerer is not null
    ), fast_people as (
      select answerer from scored group by answerer
      having count(*) >= ${RESPONDS_FAST_MIN_CONVERSATIONS} and count(*) filter (where fast) * 2 > count(*)
    )
    update ${users} set responds_fast = (${users.id} in (select answerer from fast_people))
    where ${users.respondsFast} <> (${users.id} in (select answerer from fast_people))`);
}
