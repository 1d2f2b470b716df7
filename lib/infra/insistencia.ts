// A step of a long run past its commit point (an import, a rematrícula): tried again a few times,
// waiting longer each time, before leaving it to a takeover. `desistir`: an error that must not be
// retried (another process owns the run now, or a test stopped this one).

const pausa = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function comInsistencia<T>(passo: () => Promise<T>, desistir: (error: unknown) => boolean, tentativas = 3): Promise<T> {
  for (let tentativa = 0; ; tentativa++) {
    try {
      return await passo();
    } catch (error) {
      if (desistir(error) || tentativa >= tentativas) throw error;
      await pausa(500 * 2 ** tentativa);
    }
  }
}
