// Work in batches: Firestore's limits (30 values per `in`, 500 writes per commit, 100 accounts per
// getUsers) and the import's lots all cut a list the same way. Pure.

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}
