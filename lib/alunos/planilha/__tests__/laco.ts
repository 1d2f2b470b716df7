// Measures whether some work holds Node's event loop: a timer ticks every 5 ms while it runs, and
// the longest stretch without a tick is how long nothing else (another request, a timer) could run.
// Used by the spreadsheet tests; not a test file itself.
//
// Stretches are measured in this process's CPU time as well as in wall time: on a machine whose
// cores other processes share (two cores, emulators, browsers), the process may wait for a core
// for a while between two ticks. That is not the event loop being held, and CPU time leaves it out.
// CPU time counts every thread of the process, though: the garbage collector's helper threads,
// working beside the main one, can add up to more CPU than the stretch lasted. What the work held
// the loop for is at most both: `maiorPausaCpuMs` takes, per stretch, the lesser of the two.

export type Medida<T> = {
  resultado: T;
  /** From the call to the answer, wall time. */
  ms: number;
  /** This process's CPU time (all its threads) from the call to the answer. */
  cpuMs: number;
  /** The longest stretch, during the work, in which the event loop ran nothing else: wall time. */
  maiorPausaMs: number;
  /** The same stretch in CPU time (at most its wall time): what the work itself held the event loop for. */
  maiorPausaCpuMs: number;
  /** When a timer set for 20 ms after the start fired, or null if it had not fired by the end. */
  timerEm: number | null;
};

const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

export async function medirLaco<T>(trabalho: () => Promise<T>): Promise<Medida<T>> {
  const inicio = performance.now();
  const inicioCpu = cpu();
  let ultimo = inicio;
  let ultimoCpu = inicioCpu;
  let maior = 0;
  let maiorCpu = 0;
  const tique = setInterval(() => {
    const [agora, agoraCpu] = [performance.now(), cpu()];
    maior = Math.max(maior, agora - ultimo);
    maiorCpu = Math.max(maiorCpu, Math.min(agoraCpu - ultimoCpu, agora - ultimo));
    [ultimo, ultimoCpu] = [agora, agoraCpu];
  }, 5);
  let timerEm: number | null = null;
  const timer = setTimeout(() => (timerEm = performance.now() - inicio), 20);
  try {
    // Called here, not before: synchronous work inside it counts as a pause.
    const resultado = await trabalho();
    const [fim, fimCpu] = [performance.now(), cpu()];
    return {
      resultado,
      ms: fim - inicio,
      cpuMs: fimCpu - inicioCpu,
      maiorPausaMs: Math.max(maior, fim - ultimo),
      maiorPausaCpuMs: Math.max(maiorCpu, Math.min(fimCpu - ultimoCpu, fim - ultimo)),
      timerEm,
    };
  } finally {
    clearInterval(tique);
    clearTimeout(timer);
  }
}
