"use client";

import { useState } from "react";
import { CampoDeSelecao, CampoDeTexto } from "@/components/campo";
import { FormularioDeRegistro, useFormulario, type AcaoDeFormulario } from "@/components/formulario";
import { anoLetivoTexts } from "@/lib/messages";
import { QUANTIDADE_DE_ETAPAS, type TipoDeEtapas } from "@/lib/regras/calendario";

// A school year's form: `Ano`, `Etapas` (Bimestres (4) / Trimestres (3) / Semestres (2)) and, for
// each etapa, `Início do 1º bimestre` and `Fim do 1º bimestre` (date fields: São Paulo calendar
// days). Changing `Etapas` shows as many pairs of dates as it has; what was typed is kept.

const t = anoLetivoTexts;
const TIPOS: TipoDeEtapas[] = ["bimestres", "trimestres", "semestres"];
const OPCOES = TIPOS.map((tipo) => ({ value: tipo, label: t.tiposDeEtapas[tipo] }));

export type AnoLetivoFormProps = {
  action: AcaoDeFormulario;
  /** A new year: its school and the default number (the current year in São Paulo). */
  nova?: { idEscola: string; anoPadrao: number; token: string };
  /** An edited year: its id, version, number, kind and dates (the number cannot change). */
  ano?: { id: string; versao: number; ano: number; tipoEtapas: TipoDeEtapas; etapas: { inicio: string; fim: string }[] };
  voltarPara: string;
};

export function AnoLetivoForm({ action, nova, ano, voltarPara }: AnoLetivoFormProps) {
  const iniciais: Record<string, string> = { ano: String(ano?.ano ?? nova?.anoPadrao ?? ""), tipoEtapas: ano?.tipoEtapas ?? "bimestres" };
  ano?.etapas.forEach((e, i) => {
    iniciais[`inicio${i + 1}`] = e.inicio;
    iniciais[`fim${i + 1}`] = e.fim;
  });
  const formulario = useFormulario<Record<string, string>>(action, iniciais);
  const { campo, valor } = formulario;
  const [tipo, setTipo] = useState<TipoDeEtapas>((valor("tipoEtapas") as TipoDeEtapas) || "bimestres");
  const quantas = QUANTIDADE_DE_ETAPAS[tipo] ?? 4;

  return (
    <FormularioDeRegistro formulario={formulario} registro={ano} token={nova?.token} voltarPara={voltarPara}>
      {nova && <input type="hidden" name="idEscola" value={nova.idEscola} />}
      <CampoDeTexto id="ano-ano" label={t.campos.ano} {...campo("ano")} inputMode="numeric" maxLength={4} readOnly={Boolean(ano)} aria-required="true" autoComplete="off" />
      <CampoDeSelecao
        id="ano-tipoEtapas"
        label={t.campos.tipoEtapas}
        {...campo("tipoEtapas")}
        opcoes={OPCOES}
        onChange={(e) => setTipo(e.target.value as TipoDeEtapas)}
      />
      {Array.from({ length: quantas }, (_, i) => i + 1).map((n) => (
        <fieldset key={n} className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
          <legend className="sr-only">{t.etapa(tipo, n)}</legend>
          <CampoDeTexto id={`ano-inicio${n}`} label={t.inicioDa(tipo, n)} {...campo(`inicio${n}`)} type="date" aria-required="true" />
          <CampoDeTexto id={`ano-fim${n}`} label={t.fimDa(tipo, n)} {...campo(`fim${n}`)} type="date" aria-required="true" />
        </fieldset>
      ))}
    </FormularioDeRegistro>
  );
}
