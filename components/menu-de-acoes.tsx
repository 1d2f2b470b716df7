"use client";

import { useCallback, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from "react";
import { botao, type Variante } from "@/components/botao";

// A disclosure button opening a short panel of actions: the user's menu (`Trocar empresa`, `Sair`)
// and a list's row (`Ações: <aluno>`: `Remanejar`, `Tirar da turma`). Not an ARIA menu: the
// button says whether it is open (`aria-expanded`), Tab reaches the actions, Escape closes it and
// gives the focus back to the button, a click elsewhere closes it.

/** While `aberto`: Escape closes (focus back on `botao`), and so does a click outside `container`. */
export function useFecharAoSair(aberto: boolean, fechar: () => void, container: RefObject<HTMLElement | null>, botao: RefObject<HTMLButtonElement | null>) {
  useEffect(() => {
    if (!aberto) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      fechar();
      botao.current?.focus();
    };
    const onClick = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) fechar();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, [aberto, fechar, container, botao]);
}

/** The chevron of a disclosure button (decorative): down while closed, up while open. */
export function Seta({ aberto, className }: { aberto: boolean; className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={`${className} shrink-0 transition-transform ${aberto ? "rotate-180" : ""}`}>
      <path d="M5 7.5 10 12.5 15 7.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** An action of the panel: its visible text (`conteudo`), its name when it says more (`rotulo`, starting with the text), what it does. */
export type AcaoDoMenu = { chave: string; conteudo: ReactNode; rotulo?: string; variante?: Variante; aoEscolher: () => void };

/**
 * A row's actions behind one button (`texto`, named `rotulo`: it starts with `texto`, WCAG 2.5.3).
 * Choosing one closes the panel and leaves the focus on the button, so a dialog the action opens
 * gives it back there.
 */
export function MenuDeAcoes({
  texto,
  rotulo,
  acoes,
  classes = {},
}: {
  texto: string;
  rotulo: string;
  acoes: AcaoDoMenu[];
  /** Each part's placement: the box, the button, the panel. */
  classes?: { caixa?: string; botao?: string; painel?: string };
}) {
  const [aberto, setAberto] = useState(false);
  const painel = useId();
  const container = useRef<HTMLDivElement>(null);
  const botaoRef = useRef<HTMLButtonElement>(null);
  const fechar = useCallback(() => setAberto(false), []);
  useFecharAoSair(aberto, fechar, container, botaoRef);
  return (
    <div ref={container} className={classes.caixa}>
      <button
        ref={botaoRef}
        type="button"
        aria-label={rotulo}
        aria-expanded={aberto}
        aria-controls={painel}
        onClick={() => setAberto((a) => !a)}
        className={`${botao({ tamanho: "pequeno" })} inline-flex items-center justify-center gap-1 ${classes.botao ?? ""}`}
      >
        {texto}
        <Seta aberto={aberto} className="size-4" />
      </button>
      <div id={painel} hidden={!aberto} className={classes.painel}>
        {acoes.map((a) => (
          <button
            key={a.chave}
            type="button"
            aria-label={a.rotulo}
            onClick={() => {
              setAberto(false);
              botaoRef.current?.focus();
              a.aoEscolher();
            }}
            className={botao({ variante: a.variante ?? "secundario", tamanho: "pequeno" })}
          >
            {a.conteudo}
          </button>
        ))}
      </div>
    </div>
  );
}
