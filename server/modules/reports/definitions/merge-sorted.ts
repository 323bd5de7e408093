/** Merges ordered async sources into one ordered stream, holding one row of each. */
export async function* mergeSorted<Row>(
  sources: readonly AsyncIterable<Row>[],
  before: (a: Row, b: Row) => boolean,
): AsyncGenerator<Row> {
  const iterators = sources.map((source) => source[Symbol.asyncIterator]());
  const heads: ({ row: Row } | null)[] = [];
  // One after another: a park's database connections are not the report's to take all at once.
  for (const iterator of iterators) heads.push(await headOf(iterator));
  try {
    for (;;) {
      let best = -1;
      for (let index = 0; index < heads.length; index += 1) {
        const head = heads[index];
        if (!head) continue;
        const current = best < 0 ? null : heads[best];
        if (!current || before(head.row, current.row)) best = index;
      }
      const winner = heads[best];
      const iterator = iterators[best];
      if (!winner || !iterator) return;
      yield winner.row;
      heads[best] = await headOf(iterator);
    }
  } finally {
    await Promise.all(iterators.map((iterator) => iterator.return?.()));
  }
}

async function headOf<Row>(iterator: AsyncIterator<Row>): Promise<{ row: Row } | null> {
  const next = await iterator.next();
  return next.done ? null : { row: next.value };
}
