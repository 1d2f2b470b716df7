"use client";

import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState, useTransition, type FormEvent } from "react";
import { botao } from "@/components/botao";
import { Mensagem, type TipoDeMensagem } from "@/components/mensagem";
import { chamadaTexts } from "@/lib/messages";
import type { Marca } from "@/lib/chamadas/documento";
import { salvarChamadaAction } from "@/app/(main)/escolas/_chamadas/actions";
import { enviarGuardada, esquecer, guardar, lerGuardada, mesmas, type Dono, type Envio } from "@/lib/chamadas/guardadas";

// The roll call of a turma on a day, on a phone: one row per student, three large choices each,
// then `Salvar chamada`. Every tap is kept on the device (guardadas.ts) until the server confirms;
// without a connection the save waits there and goes by itself when the browser is back online.

const t = chamadaTexts;
const MARCAS: readonly Marca[] = ["presente", "falta", "justificada"];

// Each choice is a label the size of a finger with its radio stretched over it (so the radio itself
// is the 44 px target), its colour and weight when chosen, a ring when focused from the keyboard.
const ESCOLHIDA: Record<Marca, string> = {
  presente: "has-checked:border-green-700 has-checked:bg-green-700 has-checked:text-white",
  falta: "has-checked:border-erro has-checked:bg-erro has-checked:text-white",
  justificada: "has-checked:border-amber-700 has-checked:bg-amber-700 has-checked:text-white",
};

export type Props = {
  /** The signed-in account and company (donoDe): the device keeps their marks apart. */
  dono: Dono;
  idTurma: string;
  dia: string;
  alunos: { id: string; nome: string }[];
  /** The marks saved for the day (a student not in it: `Presente`). */
  marcas: Record<string, Marca>;
  versao: number;
  salva: { por: string; hora: string } | null;
};

type Aviso = { tipo: TipoDeMensagem; texto: string };

export function ChamadaForm({ dono, idTurma, dia, alunos, marcas: salvas, versao: versaoSalva, salva: salvaAntes }: Props) {
  const [marcas, setMarcas] = useState<Record<string, Marca>>(() => Object.fromEntries(alunos.map((a) => [a.id, salvas[a.id] ?? "presente"])));
  const [versao, setVersao] = useState(versaoSalva);
  const [salva, setSalva] = useState(salvaAntes);
  const [aviso, setAviso] = useState<Aviso | null>(null);
  const [recuperada, setRecuperada] = useState(false);
  /** Marks kept here on a version someone else has saved over since: shown only if the person chooses them. */
  const [conflito, setConflito] = useState<Record<string, Marca> | null>(null);
  const [pending, startTransition] = useTransition();

  /** What a send ended in, said on the page (`enviada`: a send made by itself, not by a tap on Salvar). */
  const mostrar = useCallback((envio: Envio | null, enviada: boolean) => {
    if (!envio) return;
    if ("salva" in envio) {
      const s = envio.salva;
      setVersao(s.versao);
      setSalva({ por: s.salvaPor, hora: s.hora });
      setRecuperada(false);
      setAviso({ tipo: "sucesso", texto: enviada ? t.enviada : t.salva(s.presentes, s.faltas, s.justificadas) });
    } else if ("erro" in envio) setAviso({ tipo: "erro", texto: envio.erro });
    else setAviso({ tipo: "aviso", texto: t.semConexao });
  }, []);

  // A roll call waiting on this device: sent by itself when the connection is back (and at once
  // when the page opens online). The sender in the layout may be at it too: guardadas.ts makes it one send.
  const enviarPendente = useCallback(() => {
    if (!lerGuardada(dono, idTurma, dia)?.enviar || !navigator.onLine) return;
    startTransition(async () => mostrar(await enviarGuardada(dono, idTurma, dia, salvarChamadaAction), true));
  }, [dono, idTurma, dia, mostrar]);

  useEffect(() => {
    const guardada = lerGuardada(dono, idTurma, dia);
    if (guardada) {
      const naChamada = Object.fromEntries(alunos.map((a) => [a.id, guardada.marcas[a.id] ?? salvas[a.id] ?? "presente"]));
      const doServidor = Object.fromEntries(alunos.map((a) => [a.id, salvas[a.id] ?? "presente"]));
      /* eslint-disable react-hooks/set-state-in-effect -- the device's storage is read after hydration, never during the server's render */
      if (guardada.versao === versaoSalva) {
        // Typed (or saved offline) on the day as it is on the server: back on screen, sent if asked.
        guardar(dono, { ...guardada, marcas: naChamada });
        setMarcas(naChamada);
        setRecuperada(true);
        enviarPendente();
      } else if (mesmas(naChamada, doServidor)) {
        // Saved already (the answer was lost on the way): nothing to recover.
        esquecer(dono, idTurma, dia);
      } else {
        // Someone else saved the day after these marks were typed: the saved marks are shown, and
        // the ones kept here are offered, never sent by themselves over the other person's save.
        guardar(dono, { ...guardada, enviar: false });
        setConflito(naChamada);
      }
      /* eslint-enable react-hooks/set-state-in-effect */
    }
    window.addEventListener("online", enviarPendente);
    return () => window.removeEventListener("online", enviarPendente);
    // Once per page: the server's props are the page's opening state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enviarPendente]);

  /** `Usar as marcas deste aparelho`: the marks kept here, on the day as saved now (a save then replaces it, as the person chose). */
  const usarConflito = () => {
    if (!conflito) return;
    setMarcas(conflito);
    setVersao(versaoSalva);
    guardar(dono, { idTurma, dia, versao: versaoSalva, marcas: conflito, enviar: false });
    setConflito(null);
    setRecuperada(true);
  };

  // A tap re-renders only its own row (Aluno is memoised and `marcar` never changes): on a slow
  // phone, re-rendering the 40 rows on every tap is what the teacher would feel. The marks and the
  // version are read from a ref so that `marcar` stays the same function across renders. A layout
  // effect: the ref holds what is on screen before any tap can be handled (after a recovery from
  // the device or a save's new version, which do not come from a tap).
  const atuais = useRef({ marcas, versao });
  useLayoutEffect(() => {
    atuais.current = { marcas, versao };
  }, [marcas, versao]);
  const marcar = useCallback(
    (id: string, marca: Marca) => {
      const novas = { ...atuais.current.marcas, [id]: marca };
      atuais.current = { ...atuais.current, marcas: novas };
      setMarcas(novas);
      // An entry already waiting to be sent stays so (the correction goes with it).
      guardar(dono, { idTurma, dia, versao: atuais.current.versao, marcas: novas, enviar: lerGuardada(dono, idTurma, dia)?.enviar ?? false });
    },
    [dono, idTurma, dia],
  );

  const salvar = (evento: FormEvent<HTMLFormElement>) => {
    evento.preventDefault();
    guardar(dono, { idTurma, dia, versao, marcas, enviar: true });
    setAviso(null);
    setConflito(null);
    startTransition(async () => mostrar(await enviarGuardada(dono, idTurma, dia, salvarChamadaAction), false));
  };

  return (
    <form onSubmit={salvar} noValidate className="space-y-4" aria-busy={pending}>
      <p data-testid="chamada-salva" className="text-sm text-suave">
        {salva ? t.salvaPor(salva.por, salva.hora) : t.naoSalva}
      </p>
      {recuperada && <Mensagem tipo="aviso">{t.recuperada}</Mensagem>}
      {conflito && (
        <div className="space-y-2">
          <Mensagem tipo="aviso">{t.conflito}</Mensagem>
          <button type="button" onClick={usarConflito} className={botao({ tamanho: "grande" })}>
            {t.usarDoAparelho}
          </button>
        </div>
      )}
      <ul aria-label={t.legenda} className="divide-y divide-gray-200 rounded-md border border-gray-200 bg-white">
        {alunos.map((a) => (
          <Aluno key={a.id} aluno={a} marca={marcas[a.id]} marcar={marcar} />
        ))}
      </ul>
      {aviso &&
        (aviso.tipo === "aviso" ? (
          <div role="status">
            <Mensagem tipo="aviso">{aviso.texto}</Mensagem>
          </div>
        ) : (
          <Mensagem tipo={aviso.tipo}>{aviso.texto}</Mensagem>
        ))}
      <button type="submit" disabled={pending} className={`w-full sm:w-auto ${botao({ variante: "primario", tamanho: "grande" })}`}>
        {pending ? t.salvando : t.salvar}
      </button>
    </form>
  );
}

/** One student's row: their name and the three choices (re-rendered only when its own mark changes). */
const Aluno = memo(function Aluno({ aluno, marca, marcar }: { aluno: { id: string; nome: string }; marca: Marca | undefined; marcar: (id: string, marca: Marca) => void }) {
  return (
    <li className="linha-da-chamada">
      <p id={`aluno-${aluno.id}`} className="font-medium [overflow-wrap:anywhere]">
        {aluno.nome}
      </p>
      <div role="radiogroup" aria-labelledby={`aluno-${aluno.id}`} className="grid grid-cols-3 gap-2">
        {MARCAS.map((m) => (
          <label key={m} className={ESCOLHIDA[m]}>
            <input
              type="radio"
              name={`marca-${aluno.id}`}
              value={m}
              checked={marca === m}
              onChange={() => marcar(aluno.id, m)}
            />
            {t.marcas[m]}
          </label>
        ))}
      </div>
    </li>
  );
});
