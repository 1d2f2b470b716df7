// The roll calls kept on this device (localStorage) until the server has confirmed them, so a
// dropped connection or a closed tab loses nothing. Client-safe, no React. Only ids, marks and the
// version the page was opened at are kept, never a name. One entry per person, company, turma and
// day: `chamada:v2:{dono}:{idTurma}:{dia}` (`dono`: the signed-in account and company, so a roll
// call kept by one person is never shown to, nor sent by, another who signs in on the same phone). `enviar` says the person pressed `Salvar chamada` (a roll call
// being typed is kept, but only one the person meant to save is sent by itself when back online).
import type { Marca } from "@/lib/chamadas/documento";
import type { ChamadaSalva } from "@/lib/chamadas/escrita";

export type ChamadaGuardada = { idTurma: string; dia: string; versao: number; marcas: Record<string, Marca>; enviar: boolean };

/** What a send ends in: the server's confirmation, its refusal (its words), or no connection. */
export type Envio = { salva: ChamadaSalva } | { erro: string } | { semConexao: true };

type Acao = (input: { idTurma: string; dia: string; versao: number; marcas: { id: string; marca: Marca }[] }) => Promise<ChamadaSalva | { erro: string }>;

/** Every key of this module starts so (sign-out removes them all, whatever their version). */
const PREFIXO = "chamada:";

/** Whose entries these are: the signed-in account in its current company. */
export type Dono = string;
export const donoDe = (uid: string, idEmpresa: string): Dono => `${encodeURIComponent(uid)}|${encodeURIComponent(idEmpresa)}`;
const doDono = (dono: Dono) => `${PREFIXO}v2:${dono}:`;
const chave = (dono: Dono, idTurma: string, dia: string) => `${doDono(dono)}${idTurma}:${dia}`;
const MARCAS: readonly string[] = ["presente", "falta", "justificada"];

// Private browsing or a full disk may refuse storage: the page still works, it just cannot keep.
function armazenamento(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** What was read, if it is an entry of ours (anything else, hand-edited or old, is ignored). */
function valida(valor: unknown): ChamadaGuardada | null {
  if (typeof valor !== "object" || valor === null) return null;
  const v = valor as Record<string, unknown>;
  if (typeof v.idTurma !== "string" || typeof v.dia !== "string" || typeof v.versao !== "number" || typeof v.marcas !== "object" || v.marcas === null) return null;
  const marcas = Object.entries(v.marcas as Record<string, unknown>);
  if (!marcas.every(([, m]) => typeof m === "string" && MARCAS.includes(m))) return null;
  return { idTurma: v.idTurma, dia: v.dia, versao: v.versao, marcas: Object.fromEntries(marcas) as Record<string, Marca>, enviar: v.enviar === true };
}

export function lerGuardada(dono: Dono, idTurma: string, dia: string): ChamadaGuardada | null {
  try {
    const texto = armazenamento()?.getItem(chave(dono, idTurma, dia));
    return texto ? valida(JSON.parse(texto)) : null;
  } catch {
    return null;
  }
}

export function guardar(dono: Dono, c: ChamadaGuardada): void {
  try {
    armazenamento()?.setItem(chave(dono, c.idTurma, c.dia), JSON.stringify(c));
  } catch {
    // Nothing to do: the marks are still on screen.
  }
}

export function esquecer(dono: Dono, idTurma: string, dia: string): void {
  armazenamento()?.removeItem(chave(dono, idTurma, dia));
}

/** The keys of this module on this device that `manter` (a key) does not keep. */
function chavesDaChamada(manter: (k: string) => boolean = () => false): string[] {
  const s = armazenamento();
  if (!s) return [];
  return Array.from({ length: s.length }, (_, i) => s.key(i)).filter((k): k is string => (k?.startsWith(PREFIXO) ?? false) && !manter(k!));
}

/** The person's entries they asked to save and that wait for a connection. */
export function pendentesDeEnvio(dono: Dono): ChamadaGuardada[] {
  const s = armazenamento();
  if (!s) return [];
  return chavesDaChamada((k) => !k.startsWith(doDono(dono))).flatMap((k) => {
    try {
      const c = valida(JSON.parse(s.getItem(k) ?? "null"));
      return c?.enviar ? [c] : [];
    } catch {
      return [];
    }
  });
}

/** Whether any roll call is kept on this device, not yet confirmed by the server (sign-out asks first). */
export function haChamadasGuardadas(): boolean {
  return chavesDaChamada().length > 0;
}

/** Sign-out (and the sign-in page): every roll call kept on this device goes (the next person on it must not send or see them). */
export function esquecerTodas(): void {
  for (const k of chavesDaChamada()) armazenamento()?.removeItem(k);
}

/** Someone signed in: what another account (or company) left on this device goes, unseen and unsent. */
export function esquecerDeOutros(dono: Dono): void {
  for (const k of chavesDaChamada((k) => k.startsWith(doDono(dono)))) armazenamento()?.removeItem(k);
}

export const mesmas = (a: Record<string, Marca>, b: Record<string, Marca>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([id, m]) => b[id] === m);

// One send at a time per turma and day in this tab (the page and the sender in the layout may both
// be woken by `online`): a second call waits for the first, then sends what is kept by then, or,
// if the first one took it all, answers the first one's result without asking again.
const emVoo = new Map<string, Promise<Envio | null>>();

async function enviarAgora(dono: Dono, idTurma: string, dia: string, acao: Acao, anterior: Envio | null): Promise<Envio | null> {
  const c = lerGuardada(dono, idTurma, dia);
  if (!c?.enviar) return anterior;
  if (typeof navigator !== "undefined" && !navigator.onLine) return { semConexao: true };
  let resposta: Awaited<ReturnType<Acao>>;
  try {
    const marcas = Object.entries(c.marcas).map(([id, marca]) => ({ id, marca }));
    resposta = await acao({ idTurma, dia, versao: c.versao, marcas });
  } catch {
    return { semConexao: true };
  }
  const agora = lerGuardada(dono, idTurma, dia);
  if ("erro" in resposta) {
    // Refused: kept (the marks are the person's), but no longer sent by itself.
    if (agora) guardar(dono, { ...agora, enviar: false });
    return { erro: resposta.erro };
  }
  // Confirmed: forgotten, unless marks were changed meanwhile (they stay, at the version just saved).
  if (agora && (agora.versao !== c.versao || !mesmas(agora.marcas, c.marcas))) guardar(dono, { ...agora, versao: resposta.versao });
  else esquecer(dono, idTurma, dia);
  return { salva: resposta };
}

/**
 * Sends the roll call kept for this turma and day (if the person asked to save it), and forgets
 * it once the server confirms. null: nothing to send.
 */
export function enviarGuardada(dono: Dono, idTurma: string, dia: string, acao: Acao): Promise<Envio | null> {
  const k = chave(dono, idTurma, dia);
  const antes = emVoo.get(k) ?? Promise.resolve(null);
  const envio = antes.then((anterior) => enviarAgora(dono, idTurma, dia, acao, anterior && "salva" in anterior ? anterior : null));
  emVoo.set(k, envio);
  void envio.finally(() => {
    if (emVoo.get(k) === envio) emVoo.delete(k);
  });
  return envio;
}
