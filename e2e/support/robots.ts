import type { APIRequestContext } from "@playwright/test";

/**
 * /robots.txt asked again and again, one request after the other, until `fim` settles: when each
 * was sent and answered (performance.now() of this process). A server whose event loop is held
 * answers none of them until it is free again.
 */
export async function robotsAte(request: APIRequestContext, fim: Promise<unknown>) {
  let acabou = false;
  void fim.finally(() => (acabou = true)).catch(() => undefined);
  const pedidos: { enviado: number; respondido: number; status: number }[] = [];
  while (!acabou) {
    const enviado = performance.now();
    const status = (await request.get("/robots.txt")).status();
    pedidos.push({ enviado, respondido: performance.now(), status });
    await new Promise((r) => setTimeout(r, 20));
  }
  return pedidos;
}
