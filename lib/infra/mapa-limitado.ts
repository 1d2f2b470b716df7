// A Map used as a bounded memory of this process (Edge-safe: no Node APIs): entries in the order
// they were last set, the oldest dropped once the map holds `max`.

/** Sets `chave` as the newest entry of `mapa`, dropping the oldest when it already holds `max`. */
export function guardarLimitado<K, V>(mapa: Map<K, V>, chave: K, valor: V, max: number): void {
  mapa.delete(chave); // re-inserted last: the map stays in the order entries were set
  if (mapa.size >= max) mapa.delete(mapa.keys().next().value!);
  mapa.set(chave, valor);
}
