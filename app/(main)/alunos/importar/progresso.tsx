"use client";

import { useEffect, useState } from "react";
import Link from "next/link";
import { comoLink } from "@/components/botao";
import { planilhaTexts } from "@/lib/messages";
import { EM_ANDAMENTO } from "@/lib/alunos/planilha/estados";
import type { ProgressoState } from "@/lib/alunos/planilha/tipos";

// A running import, followed by polling its state: rows done of the total, then "N alunos
// importados." or what went wrong. The import runs on the server: leaving the page changes nothing.

const INTERVALO_MS = 800;
const INTERVALO_MAX_MS = 10_000;

export function ProgressoDaImportacao({ inicial }: { inicial: ProgressoState }) {
  const [progresso, setProgresso] = useState(inicial);
  const [semResposta, setSemResposta] = useState(false);
  const andamento = EM_ANDAMENTO.includes(progresso.estado);

  useEffect(() => {
    if (!andamento) return;
    let ativo = true;
    let espera = INTERVALO_MS;
    let timer: ReturnType<typeof setTimeout>;
    const consultar = async () => {
      try {
        const response = await fetch(`/alunos/importar/estado?importacao=${encodeURIComponent(inicial.id)}`, { cache: "no-store" });
        if (!response.ok) throw new Error(String(response.status));
        const novo = (await response.json()) as ProgressoState;
        if (!ativo) return;
        setProgresso(novo);
        setSemResposta(false);
        espera = INTERVALO_MS;
      } catch {
        if (!ativo) return;
        setSemResposta(true);
        espera = Math.min(espera * 2, INTERVALO_MAX_MS);
      }
      if (ativo) timer = setTimeout(consultar, espera);
    };
    timer = setTimeout(consultar, INTERVALO_MS);
    return () => {
      ativo = false;
      clearTimeout(timer);
    };
  }, [andamento, inicial.id]);

  if (progresso.estado === "concluida") {
    return (
      <div className="space-y-3 rounded-md bg-white p-4 ring-1 ring-gray-200">
        <p role="status" className="font-semibold text-green-800">
          {planilhaTexts.importados(progresso.total)}
        </p>
        {progresso.jaCadastrados > 0 && <p data-testid="ja-cadastrados">{planilhaTexts.foramIgnorados(progresso.jaCadastrados)}</p>}
        {/* Students written without their turma, its year closed during the import (lib/alunos/planilha/importacao/passos.ts). */}
        {progresso.mensagem && <p className="font-medium text-amber-900">{progresso.mensagem}</p>}
        <div className="flex flex-wrap gap-4">
          <Link href="/alunos" className={comoLink()}>
            {planilhaTexts.verLista}
          </Link>
          <Link href="/alunos/importar" className={comoLink()}>
            {planilhaTexts.outraPlanilha}
          </Link>
        </div>
      </div>
    );
  }
  if (progresso.estado === "falhou") {
    return (
      <div className="space-y-3">
        <p role="alert" className="rounded-md bg-red-50 p-3 font-medium text-erro ring-1 ring-red-200">
          {progresso.mensagem ?? planilhaTexts.erros.interrompida}
        </p>
        <Link href="/alunos/importar" className={`inline-block ${comoLink()}`}>
          {planilhaTexts.outraPlanilha}
        </Link>
      </div>
    );
  }

  const publicando = progresso.estado === "confirmada";
  const feitas = publicando ? progresso.gravadas : progresso.reservadas;
  const texto = progresso.estado === "desfazendo" || (progresso.reservadas === 0 && !publicando)
    ? planilhaTexts.comecando
    : publicando
      ? planilhaTexts.gravando(feitas, progresso.total)
      : planilhaTexts.reservando(feitas, progresso.total);
  return (
    <div className="space-y-3 rounded-md bg-white p-4 ring-1 ring-gray-200">
      <p className="font-semibold">{progresso.arquivo}</p>
      <progress
        aria-label={planilhaTexts.progresso}
        max={progresso.total * 2}
        value={progresso.reservadas + progresso.gravadas}
        className="h-3 w-full accent-marca-700"
      />
      <p aria-live="polite" data-testid="progresso">
        {texto}
      </p>
      {semResposta && <p className="text-sm text-suave">{planilhaTexts.semResposta}</p>}
      <p className="text-sm text-suave">{planilhaTexts.podeSair}</p>
    </div>
  );
}
