import { donoDe, enviarGuardada, esquecerDeOutros, esquecerTodas, guardar, lerGuardada, pendentesDeEnvio } from "@/lib/chamadas/guardadas";
import type { ChamadaSalva } from "@/lib/chamadas/escrita";

// The device's storage of roll calls (browser code, run here on a Map-backed localStorage): one
// person's marks are never read nor sent under another's session; a confirmed send forgets them;
// a refusal keeps them but stops sending them by itself; no connection keeps them to send.

class Armazenamento {
  private m = new Map<string, string>();
  get length() {
    return this.m.size;
  }
  key(i: number) {
    return [...this.m.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.m.set(k, v);
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
}

const storage = new Armazenamento();
beforeAll(() => {
  (globalThis as unknown as { window: unknown }).window = { localStorage: storage };
});
afterAll(() => {
  delete (globalThis as unknown as { window?: unknown }).window;
});
beforeEach(() => esquecerTodas());

const ana = donoDe("uid-ana", "emp-1");
const bia = donoDe("uid-bia", "emp-1");
const anaNaOutra = donoDe("uid-ana", "emp-2");
const entrada = (enviar: boolean, versao = 0) => ({ idTurma: "t1", dia: "2026-03-02", versao, marcas: { a1: "falta" as const, a2: "presente" as const }, enviar });
const salva: ChamadaSalva = { versao: 1, presentes: 1, faltas: 1, justificadas: 0, salvaPor: "Ana", hora: "07:42" };

describe("roll calls kept on the device", () => {
  it("are each person's in each company: another never reads nor sends them", () => {
    guardar(ana, entrada(true));
    expect(lerGuardada(ana, "t1", "2026-03-02")).toEqual(entrada(true));
    expect(lerGuardada(bia, "t1", "2026-03-02")).toBeNull();
    expect(lerGuardada(anaNaOutra, "t1", "2026-03-02")).toBeNull();
    expect(pendentesDeEnvio(bia)).toEqual([]);
    expect(pendentesDeEnvio(ana)).toEqual([entrada(true)]);
    // Bia signs in on this phone: what Ana left goes, unsent.
    esquecerDeOutros(bia);
    expect(lerGuardada(ana, "t1", "2026-03-02")).toBeNull();
  });

  it("keep no name, and sign-out forgets them all (nothing else)", () => {
    guardar(ana, entrada(false));
    storage.setItem("outra-coisa", "fica");
    expect([...Array(storage.length).keys()].map((i) => storage.getItem(storage.key(i)!)).join()).not.toMatch(/Ana|Bia/);
    esquecerTodas();
    expect(lerGuardada(ana, "t1", "2026-03-02")).toBeNull();
    expect(storage.getItem("outra-coisa")).toBe("fica");
  });

  it("a send: confirmed → forgotten; refused → kept, no longer sent by itself; no connection → kept to send", async () => {
    guardar(ana, entrada(true));
    expect(await enviarGuardada(ana, "t1", "2026-03-02", async () => Promise.reject(new TypeError("Failed to fetch")))).toEqual({ semConexao: true });
    expect(lerGuardada(ana, "t1", "2026-03-02")?.enviar).toBe(true);
    const recusa = "Esta chamada foi alterada por outra pessoa. Recarregue a página.";
    expect(await enviarGuardada(ana, "t1", "2026-03-02", async () => ({ erro: recusa }))).toEqual({ erro: recusa });
    expect(lerGuardada(ana, "t1", "2026-03-02")).toMatchObject({ enviar: false, marcas: entrada(true).marcas });
    guardar(ana, entrada(true));
    const enviados: unknown[] = [];
    expect(await enviarGuardada(ana, "t1", "2026-03-02", async (input) => (enviados.push(input), salva))).toEqual({ salva });
    expect(enviados).toEqual([{ idTurma: "t1", dia: "2026-03-02", versao: 0, marcas: [{ id: "a1", marca: "falta" }, { id: "a2", marca: "presente" }] }]);
    expect(lerGuardada(ana, "t1", "2026-03-02")).toBeNull();
  });

  it("two sends at once (the page and the layout woken by `online`) ask the server once", async () => {
    guardar(ana, entrada(true));
    let chamadas = 0;
    const acao = async () => {
      chamadas++;
      await new Promise((r) => setTimeout(r, 20));
      return salva;
    };
    const [a, b] = await Promise.all([enviarGuardada(ana, "t1", "2026-03-02", acao), enviarGuardada(ana, "t1", "2026-03-02", acao)]);
    expect(chamadas).toBe(1);
    expect(a).toEqual({ salva });
    expect(b).toEqual({ salva });
  });
});
