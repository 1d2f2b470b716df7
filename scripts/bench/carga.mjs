// What a Node process loads, by package: loaded with `--import` (NODE_OPTIONS) into a fresh
// `next start` or a bare `node` (partida.mjs). Each CommonJS module loaded for the first time counts
// its self time (resolve, read, compile, run its top level, minus the modules it requires in turn)
// to its package; a require of a module already loaded stays in its caller's time. Written as JSON
// to CARGA_SAIDA on SIGUSR2 (the bench sends it once the first response has arrived) or, without a
// signal, when the process exits. Modules imported as ES modules are not seen (the app's are not).
// With CARGA_COM_PRELOAD=1 (with or without CARGA_SAIDA), Next's NextNodeServer#unstable_preloadEntries
// runs as the server starts, as Next does by default (`experimental.preloadEntriesOnStart`, which
// next.config.mjs turns off): the app as it was before, without changing next.config.mjs.
import { writeFileSync } from "node:fs";
import Module from "node:module";
import { performance } from "node:perf_hooks";

const saida = process.env.CARGA_SAIDA;
const comPreload = process.env.CARGA_COM_PRELOAD === "1";
// Only this process writes: the processes it starts inherit NODE_OPTIONS, not the file.
delete process.env.CARGA_SAIDA;
delete process.env.CARGA_COM_PRELOAD;
/** Whether NextNodeServer was found and its preload started with the server (with CARGA_COM_PRELOAD). */
let preloadLigado = false;
/** package → { ms, modulos, primeiro (ms since the process started) } */
const porPacote = new Map();
const pilha = [];

/** Who a file belongs to: a package (its innermost node_modules), the app's build, Next's compiled copies, or the rest. */
function dono(file) {
  const compilado = file.match(/node_modules\/next\/dist\/compiled\/((?:@[^/]+\/)?[^/]+)/);
  if (compilado) return `next (compiled ${compilado[1]})`;
  const pacotes = file.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/g);
  if (pacotes) return pacotes.at(-1).replace("node_modules/", "");
  if (file.includes("/.next/server/app/")) return "app routes (.next/server/app)";
  if (file.includes("/.next/")) return "app bundle (.next chunks)";
  return "other";
}

if (comPreload) {
  const load = Module._load;
  Module._load = function (...args) {
    const exportado = load.apply(this, args);
    // next/dist/server/next-server.js exports NextNodeServer as its default; its constructor calls
    // prepare() at once, and, with the option on, unstable_preloadEntries() (which awaits prepare).
    const prototipo = exportado?.default?.prototype;
    if (!preloadLigado && typeof prototipo?.unstable_preloadEntries === "function" && typeof prototipo.prepare === "function") {
      const prepare = prototipo.prepare;
      prototipo.prepare = function (...a) {
        const pronto = prepare.apply(this, a);
        if (!this.preloadDaCarga) {
          this.preloadDaCarga = true;
          void this.unstable_preloadEntries().catch(() => undefined);
        }
        return pronto;
      };
      preloadLigado = true;
    }
    return exportado;
  };
}

if (saida) {
  const load = Module._load;
  Module._load = function (...args) {
    const frame = { inicio: performance.now(), filhos: 0, arquivo: null };
    pilha.push(frame);
    try {
      return load.apply(this, args);
    } finally {
      pilha.pop();
      if (frame.arquivo) {
        const total = performance.now() - frame.inicio;
        const quem = dono(frame.arquivo);
        const soma = porPacote.get(quem) ?? { ms: 0, modulos: 0, primeiro: frame.inicio };
        soma.ms += total - frame.filhos;
        soma.modulos += 1;
        porPacote.set(quem, soma);
        if (pilha.length) pilha[pilha.length - 1].filhos += total;
      }
    }
  };
  // Called by Module._load only for a module not loaded yet: names the frame's file.
  const carregar = Module.prototype.load;
  Module.prototype.load = function (filename, ...rest) {
    const topo = pilha[pilha.length - 1];
    if (topo && !topo.arquivo) topo.arquivo = filename;
    return carregar.call(this, filename, ...rest);
  };

  let escrito = false;
  const escrever = () => {
    if (escrito) return;
    escrito = true;
    const pacotes = Object.fromEntries([...porPacote].map(([quem, s]) => [quem, { ms: Number(s.ms.toFixed(2)), modulos: s.modulos, primeiro: Math.round(s.primeiro) }]));
    writeFileSync(saida, JSON.stringify({ pid: process.pid, ms: Math.round(performance.now()), preloadLigado, pacotes }));
  };
  process.on("SIGUSR2", escrever);
  process.on("exit", escrever);
}
