"use client";

import { useState, useTransition } from "react";
import { comoLink } from "@/components/botao";
import { alunoTexts } from "@/lib/messages";

/**
 * The CPF on a student's sheet: masked, and for administrador and secretaria `Mostrar CPF` (each
 * reveal is recorded on the server), then `Ocultar CPF`.
 */
export function CpfDaFicha({ id, mascarado, revelar }: { id: string; mascarado: string; revelar?: (id: string) => Promise<{ cpf: string | null } | { erro: string }> }) {
  const [cpf, setCpf] = useState<string | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [revelando, startRevelar] = useTransition();

  function alternar() {
    if (cpf) return setCpf(null);
    if (!revelar) return;
    startRevelar(async () => {
      const resposta = await revelar(id);
      if ("erro" in resposta) setErro(resposta.erro);
      else setCpf(resposta.cpf);
    });
  }

  return (
    <span className="flex flex-wrap items-center gap-x-3">
      <span data-testid="cpf">{cpf ?? mascarado}</span>
      {revelar && (
        <button type="button" onClick={alternar} disabled={revelando} aria-pressed={cpf !== null} className={`text-sm ${comoLink()}`}>
          {cpf ? alunoTexts.ocultarCpf : alunoTexts.mostrarCpf}
        </button>
      )}
      {erro && (
        <span role="alert" className="w-full text-sm text-erro">
          {erro}
        </span>
      )}
    </span>
  );
}
