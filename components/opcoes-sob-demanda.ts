"use client";

import { useCallback, useRef, useState } from "react";
import { comumTexts } from "@/lib/messages";

// A select's options read when the person reaches for the control (a dialog opening, the select
// focused or pressed) instead of with the page: a page then reads the same documents whatever the
// size of the company. One request per control while it is answered; a failure is said under the
// control and the next reach asks again. `versao` names what the options depend on (a turma's
// professors): when it changes (the page came back after a change), they are read again.

export type Opcao = { value: string; label: string };

/** A guarded action (lib/infra/actions/guard `acao`) answering a record's options. */
export type CarregarOpcoes = (id: string) => Promise<{ opcoes: Opcao[] } | { erro: string }>;

type Estado = { versao: string; opcoes: Opcao[] | null; erro: string | null; carregando: boolean };

export function useOpcoesSobDemanda(carregar: CarregarOpcoes, id: string, versao = "") {
  const [estado, setEstado] = useState<Estado>({ versao, opcoes: null, erro: null, carregando: false });
  const pedido = useRef<string | null>(null);
  const pedir = useCallback(() => {
    if (pedido.current === versao) return;
    pedido.current = versao;
    setEstado({ versao, opcoes: null, erro: null, carregando: true });
    const falhou = (erro: string) => {
      if (pedido.current !== versao) return;
      pedido.current = null;
      setEstado({ versao, opcoes: null, erro, carregando: false });
    };
    carregar(id).then(
      (resposta) => {
        if ("erro" in resposta) falhou(resposta.erro);
        else if (pedido.current === versao) setEstado({ versao, opcoes: resposta.opcoes, erro: null, carregando: false });
      },
      // The network dropped (the action never answered): said, and asked again at the next reach.
      () => falhou(comumTexts.opcoesIndisponiveis),
    );
  }, [carregar, id, versao]);
  // What was read for another `versao` is not shown.
  const atual = estado.versao === versao ? estado : { versao, opcoes: null, erro: null, carregando: false };
  return { opcoes: atual.opcoes, erro: atual.erro, carregando: atual.carregando, pedir };
}
