/** Whether a read locks the row it reads (`FOR UPDATE`) until the caller's transaction ends. */
export type RowLock = { lock?: boolean };

type LockableSelect<Row> = PromiseLike<Row[]> & { for(strength: 'update'): PromiseLike<Row[]> };

/** The first row a select reads, locked `FOR UPDATE` when `lock`; undefined when it reads none. */
export async function firstRow<Row>(query: LockableSelect<Row>, lock: boolean): Promise<Row | undefined> {
  const [row] = await (lock ? query.for('update') : query);
  return row;
}
