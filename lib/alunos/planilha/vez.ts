// Long work on a request's thread, done in turns: every few milliseconds it lets the event loop run
// whatever is waiting (other requests, timers), so no request waits behind a spreadsheet (issue 20).

/** The longest a turn keeps the event loop. */
export const VEZ_MS = 10;

/** Lets everything waiting on the event loop (I/O, timers) run before going on. */
export const vez = () => new Promise<void>((resolve) => setImmediate(resolve));

/** For a long loop: `await revezar()` in each step gives the event loop back once a turn is over. */
export function revezamento(ms = VEZ_MS): () => Promise<void> {
  let desde = performance.now();
  return async () => {
    if (performance.now() - desde < ms) return;
    await vez();
    desde = performance.now();
  };
}
