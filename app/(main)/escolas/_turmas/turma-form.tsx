"use client";

import { CampoDeSelecao, CampoDeTexto } from "@/components/campo";
import { FormularioDeRegistro, useFormulario, type AcaoDeFormulario } from "@/components/formulario";
import { etapaDeEnsinoTexts, turmaTexts } from "@/lib/messages";
import { CODIGOS_DE_ETAPA_DE_ENSINO } from "@/lib/regras/etapas-de-ensino";
import { NOME_DA_TURMA_MAX, TURNOS } from "@/lib/turmas/documento";

// A turma's form: `Nome da turma`, `Etapa de ensino`, `Turno`, `Vagas`, `Início das aulas`,
// `Fim das aulas` (HH:MM), `Código INEP da turma` (optional).

type Valores = { nome: string; etapaDeEnsino: string; turno: string; vagas: string; inicioAulas: string; fimAulas: string; codigoInep: string };

const t = turmaTexts;
const ETAPAS = CODIGOS_DE_ETAPA_DE_ENSINO.map((c) => ({ value: c, label: etapaDeEnsinoTexts[c] }));
const OPCOES_TURNO = TURNOS.map((c) => ({ value: c, label: t.turnos[c] }));

export function TurmaForm({
  action,
  idAnoLetivo,
  turma,
  token,
  voltarPara,
}: {
  action: AcaoDeFormulario;
  /** A new turma's year. */
  idAnoLetivo?: string;
  turma?: { id: string; versao: number } & Omit<Valores, "vagas" | "codigoInep"> & { vagas: number; codigoInep: string | null };
  token?: string;
  voltarPara: string;
}) {
  const formulario = useFormulario<Valores>(action, {
    nome: turma?.nome ?? "",
    etapaDeEnsino: turma?.etapaDeEnsino ?? "",
    turno: turma?.turno ?? "",
    vagas: turma ? String(turma.vagas) : "",
    inicioAulas: turma?.inicioAulas ?? "",
    fimAulas: turma?.fimAulas ?? "",
    codigoInep: turma?.codigoInep ?? "",
  });
  const { campo } = formulario;
  return (
    <FormularioDeRegistro formulario={formulario} registro={turma} token={token} voltarPara={voltarPara}>
      {idAnoLetivo && <input type="hidden" name="idAnoLetivo" value={idAnoLetivo} />}
      <CampoDeTexto id="turma-nome" label={t.campos.nome} {...campo("nome")} maxLength={NOME_DA_TURMA_MAX} aria-required="true" autoComplete="off" />
      <CampoDeSelecao id="turma-etapa" label={t.campos.etapaDeEnsino} {...campo("etapaDeEnsino")} vazia={t.etapaVazia} opcoes={ETAPAS} aria-required="true" />
      <CampoDeSelecao id="turma-turno" label={t.campos.turno} {...campo("turno")} vazia={t.turnoVazio} opcoes={OPCOES_TURNO} aria-required="true" />
      <CampoDeTexto id="turma-vagas" label={t.campos.vagas} {...campo("vagas")} type="number" inputMode="numeric" min={1} max={80} aria-required="true" />
      <CampoDeTexto id="turma-inicio" label={t.campos.inicioAulas} {...campo("inicioAulas")} type="time" aria-required="true" />
      <CampoDeTexto id="turma-fim" label={t.campos.fimAulas} {...campo("fimAulas")} type="time" aria-required="true" />
      <CampoDeTexto id="turma-inep" label={t.campos.codigoInep} {...campo("codigoInep")} inputMode="numeric" maxLength={10} autoComplete="off" />
    </FormularioDeRegistro>
  );
}
