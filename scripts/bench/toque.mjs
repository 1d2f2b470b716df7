// Issue 28's tap: on the roll-call page of 40 students, in the bench's Chromium sized as a phone
// (360 × 740, touch) with its CPU 4× slower (the DevTools protocol's CPU throttling), how long a tap
// on `Falta` takes to paint its answer: the Event Timing API's duration of each tap's interaction
// (its pointerdown, pointerup and click share one interactionId; the interaction lasts as long as
// its longest entry), p50, p75 and max over 20 taps on 20 students. Then the same taps on 5 more
// students while `Salvar chamada` is in flight (its Server Action POST held 3 s by the browser), and
// whether the page stayed usable meanwhile: the choices enabled, each tap checking its choice, and
// the save's success said once the answer comes. Chrome is Debian's chromium (CHROME_PATH overrides it).
import { chromium, devices } from "@playwright/test";
import { tsImport } from "tsx/esm/api";
import { pause } from "./medidas.mjs";

const CHROME = process.env.CHROME_PATH || "/usr/bin/chromium";
const LENTIDAO = 4;
const TOQUES = 20;
const EM_VOO = 5;
const ATRASO_MS = 3000;
/**
 * Event Timing reports an entry only from this duration (16 ms, its minimum; durations are rounded
 * to 8 ms): a tap with no entry is one whose every event painted within 16 ms, and counts as 16.
 */
const LIMIAR = 16;

/** The p-th percentile (0–1) by nearest rank: p75 of 20 is the 15th smallest. */
const percentil = (xs, p) => [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(p * xs.length) - 1)];

/** `promessa`, or an error `erro` after `ms`. */
const dentroDe = (promessa, ms, erro) => Promise.race([promessa, pause(ms).then(() => Promise.reject(new Error(erro)))]);

/** In the page: every Event Timing entry of an interaction from now on (and those buffered), and the first input. */
function observar(limiar) {
  const coletado = { entradas: [], primeira: null };
  const resumo = (e) => ({ id: e.interactionId, tipo: e.name, inicio: e.startTime, duracao: e.duration, processamento: [e.processingStart, e.processingEnd] });
  new PerformanceObserver((lista) => {
    for (const e of lista.getEntries()) if (e.interactionId > 0) coletado.entradas.push(resumo(e));
  }).observe({ type: "event", durationThreshold: limiar, buffered: true });
  new PerformanceObserver((lista) => {
    coletado.primeira ??= resumo(lista.getEntries()[0]);
  }).observe({ type: "first-input", buffered: true });
  window.__toque = coletado;
}

/** In the page: resolves two frames and `ms` later, once the last tap's entries have reached the observer. */
const esperarQuadros = (ms) => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, ms))));

/**
 * Taps `alvo` and waits for its entries: the interactions the page counted meanwhile
 * (performance.interactionCount, one for one tap), and the tap's duration, its longest entry's (a
 * tap with none counts LIMIAR, `abaixo`), with that entry's type and phases (input delay,
 * processing, presentation: from the event to its handlers, the handlers, then to the paint).
 */
async function tocar(page, alvo) {
  // The row in the middle of the screen first, and the page settled: the tap is measured, not a scroll.
  await alvo.evaluate((e) => e.scrollIntoView({ block: "center" }));
  await page.evaluate(esperarQuadros, 100);
  const antes = await page.evaluate(() => performance.interactionCount);
  await alvo.tap();
  await page.evaluate(esperarQuadros, 300);
  const { interacoes, entradas } = await page.evaluate((n) => ({ interacoes: performance.interactionCount - n, entradas: window.__toque.entradas.splice(0) }), antes);
  const ids = new Set(entradas.map((e) => e.id));
  if (entradas.length === 0) return { interacoes, ids: 0, duracao: LIMIAR, abaixo: true };
  const maior = entradas.reduce((a, b) => (b.duracao > a.duracao ? b : a));
  const [inicioProc, fimProc] = maior.processamento;
  const fases = { atraso: inicioProc - maior.inicio, processamento: fimProc - inicioProc, apresentacao: maior.inicio + maior.duracao - fimProc };
  return { interacoes, ids: ids.size, duracao: maior.duracao, abaixo: false, tipo: maior.tipo, fases };
}

/** p50, p75 and max of some taps, how many were under the threshold, and which entry type was the longest how often. */
function resumir(toques) {
  const ms = toques.map((t) => t.duracao);
  const tipos = {};
  for (const t of toques) if (t.tipo) tipos[t.tipo] = (tipos[t.tipo] ?? 0) + 1;
  const medidos = toques.filter((t) => !t.abaixo);
  const fase = (k) => (medidos.length ? percentil(medidos.map((t) => t.fases[k]), 0.5) : NaN);
  return {
    n: toques.length,
    p50: percentil(ms, 0.5),
    p75: percentil(ms, 0.75),
    max: Math.max(...ms),
    abaixo: toques.length - medidos.length,
    // A tap must be one interaction: more (or none) would mean the taps and the entries are not one for one.
    umPorToque: toques.every((t) => t.interacoes === 1 && t.ids <= 1),
    tipos,
    fases: { atraso: fase("atraso"), processamento: fase("processamento"), apresentacao: fase("apresentacao") },
  };
}

/**
 * Opens the roll call at `url` (today's; the newest day of class before it when today has none),
 * the session cookie given, and waits until React has hydrated the list.
 * @returns {Promise<string>} the day opened (YYYY-MM-DD)
 */
async function abrirChamada(page, base, url, t) {
  const lista = page.locator(`ul[aria-label="${t.legenda}"]`);
  let endereco = `${base}${url}`;
  for (let dias = 0; ; dias += 1) {
    await page.goto(endereco);
    await lista.or(page.getByText(t.erros.semAula)).first().waitFor();
    const dia = await page.locator("#data-da-chamada").inputValue();
    if (await lista.isVisible()) {
      // Hydrated: React has attached its props to the radios (a tap before would be the browser's alone).
      await page.waitForFunction((seletor) => Object.keys(document.querySelector(`${seletor} input`) ?? {}).some((k) => k.startsWith("__reactProps")), `ul[aria-label="${t.legenda}"]`);
      return dia;
    }
    if (dias === 14) throw new Error(`no day of class in the 14 days before ${dia}`);
    const antes = new Date(`${dia}T12:00:00Z`);
    antes.setUTCDate(antes.getUTCDate() - 1);
    endereco = `${base}${url}?data=${antes.toISOString().slice(0, 10)}`;
  }
}

/**
 * The taps of issue 28 on the roll call at `url` (a path of `servers.base`), signed in with
 * `cookieHeader` ("gestao_sessao=…", acoes.mjs signIn).
 */
export async function medirToque(servers, url, cookieHeader) {
  const { chamadaTexts: t } = await tsImport("../../lib/messages/chamadas.ts", import.meta.url);
  const browser = await chromium.launch({
    executablePath: CHROME,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  try {
    // A phone: Pixel 5's user agent, 360 × 740 CSS pixels at 2×, touch.
    const viewport = { width: 360, height: 740 };
    const context = await browser.newContext({ ...devices["Pixel 5"], viewport, screen: viewport, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: "pt-BR" });
    const i = cookieHeader.indexOf("=");
    await context.addCookies([{ name: cookieHeader.slice(0, i), value: cookieHeader.slice(i + 1), url: servers.base }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // Headless Chromium keeps its toolbar: Playwright sizes the window to the viewport, so the page's
    // surface would be some 70 px shorter than it, and a change painted there would never be shown
    // (its tap's entries would wait for the next frame shown, a scroll later). A taller window.
    const { windowId } = await cdp.send("Browser.getWindowForTarget");
    await cdp.send("Browser.setWindowBounds", { windowId, bounds: { width: viewport.width, height: viewport.height + 200 } });
    const dia = await abrirChamada(page, servers.base, url, t);
    const alunos = page.locator(`ul[aria-label="${t.legenda}"] > li`);
    const total = await alunos.count();
    const escolha = (n, marca) => alunos.nth(n).getByRole("radio", { name: t.marcas[marca], exact: true });
    // Each tap changes a mark: `Falta` on a student not yet absent, `Presente` on one who is.
    const alvos = [];
    for (let n = 0; n < total && alvos.length < TOQUES + EM_VOO; n += 1) {
      const falta = escolha(n, "falta");
      alvos.push((await falta.isChecked()) ? escolha(n, "presente") : falta);
    }
    if (alvos.length < TOQUES + EM_VOO) throw new Error(`the roll call has ${total} students, ${TOQUES + EM_VOO} are needed`);

    await page.evaluate(observar, LIMIAR);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: LENTIDAO });
    try {
      // Anything buffered from the page's load is not a tap.
      await page.evaluate(esperarQuadros, 500);
      await page.evaluate(() => window.__toque.entradas.splice(0));

      const parado = [];
      for (const alvo of alvos.slice(0, TOQUES)) parado.push(await tocar(page, alvo));

      // `Salvar chamada` with its answer held: its POST (the action's id in `next-action`) waits
      // ATRASO_MS, and until the taps made meanwhile are done.
      let chegou;
      let solto;
      const emVoo = new Promise((r) => (chegou = r));
      let soltar;
      const taps = new Promise((r) => (soltar = r));
      await page.route("**/*", async (route, request) => {
        if (request.method() !== "POST" || !request.headers()["next-action"]) return route.fallback();
        chegou(performance.now());
        await Promise.all([pause(ATRASO_MS), taps]);
        solto = performance.now();
        return route.continue();
      });
      const formulario = page.locator("form[aria-busy]");
      const salvar = await tocar(page, page.getByRole("button", { name: t.salvar }));
      const enviado = await dentroDe(emVoo, 30_000, "no Server Action POST after the tap on Salvar chamada");
      const voando = [];
      const usavel = { habilitadas: 0, marcadas: 0, ocupado: 0 };
      for (const alvo of alvos.slice(TOQUES)) {
        if (await alvo.isEnabled()) usavel.habilitadas += 1;
        voando.push(await tocar(page, alvo));
        if (await alvo.isChecked()) usavel.marcadas += 1;
        // Still in flight when tapped: the form says it is busy.
        if ((await formulario.getAttribute("aria-busy")) === "true") usavel.ocupado += 1;
      }
      soltar();
      const mensagem = page.getByRole("status").filter({ hasText: /^Chamada (salva|enviada)/ });
      await mensagem.waitFor({ timeout: 30_000 });
      const agora = performance.now();
      // From the POST leaving to the message, and from the answer let go to the message.
      const resposta = { ms: agora - enviado, depoisDeSolto: agora - solto, texto: await mensagem.innerText() };
      // The marks tapped meanwhile are still on screen once the save is answered.
      let mantidas = 0;
      for (const alvo of alvos.slice(TOQUES)) if (await alvo.isChecked()) mantidas += 1;
      const primeira = await page.evaluate(() => window.__toque.primeira);
      return { dia, alunos: total, lentidao: LENTIDAO, limiar: LIMIAR, atraso: ATRASO_MS, parado: resumir(parado), voando: resumir(voando), salvar: resumir([salvar]), usavel, resposta, mantidas, primeira };
    } finally {
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    }
  } finally {
    await browser.close();
  }
}
