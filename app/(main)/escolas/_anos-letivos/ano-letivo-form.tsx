"use client";

import { useState } from "react";
import { CampoDeSelecao, CampoDeTexto } from "@/components/campo";
import { FormularioDeRegistro, useFormulario, type AcaoDeFormulario } from "@/components/formulario";
import { anoLetivoTexts, feriadoTexts } from "@/lib/messages";
import { QUANTIDADE_DE_ETAPAS, type TipoDeEtapas } from "@/lib/regras/calendario";
import { feriadosNacionais, type ChaveDoFeriado } from "@/lib/regras/feriados";
import { formatarData } from "@/lib/campos/data";

// A school year's form: `Ano`, `Etapas` (Bimestres (4) / Trimestres (3) / Semestres (2)) and, for
// each etapa, `Início do 1º bimestre` and `Fim do 1º bimestre` (date fields: São Paulo calendar
// days). Changing `Etapas` shows as many pairs of dates as it has; what was typed is kept. A new
// year also lists the national holidays of the year typed (`Feriados nacionais`): the holidays
// ticked, Carnaval and Corpus Christi (pontos facultativos) not; the ticked ones become `Não letivo`.

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
  const [anoDigitado, setAnoDigitado] = useState(valor("ano"));
  // Kept here, above the fields that re-mount at each answer, so an error keeps what was ticked.
  const [desmarcados, setDesmarcados] = useState<Desmarcados>({});

  return (
    <FormularioDeRegistro formulario={formulario} registro={ano} token={nova?.token} voltarPara={voltarPara}>
      {nova && <input type="hidden" name="idEscola" value={nova.idEscola} />}
      <CampoDeTexto
        id="ano-ano"
        label={t.campos.ano}
        {...campo("ano")}
        onChange={(e) => setAnoDigitado(e.target.value)}
        inputMode="numeric"
        maxLength={4}
        readOnly={Boolean(ano)}
        aria-required="true"
        autoComplete="off"
      />
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
      {nova && <FeriadosDoAno ano={anoDigitado} desmarcados={desmarcados} onChange={setDesmarcados} />}
    </FormularioDeRegistro>
  );
}

/** The holidays whose box was changed, by key: true when unticked. */
type Desmarcados = Partial<Record<ChaveDoFeriado, boolean>>;

/**
 * The national holidays of the year typed, each a checkbox (`feriados[]`, its first day): ticks are
 * kept by name, so they survive the form's reset after an answer and a change of `Ano`.
 */
function FeriadosDoAno({ ano, desmarcados, onChange }: { ano: string; desmarcados: Desmarcados; onChange: (mudar: (d: Desmarcados) => Desmarcados) => void }) {
  const numero = /^\d{4}$/.test(ano.trim()) ? Number(ano.trim()) : null;
  if (numero === null || numero < 2000 || numero > 2100) return null;
  const feriados = feriadosNacionais(numero);
  return (
    <fieldset className="space-y-2 sm:col-span-2" aria-describedby="ano-feriados-dica">
      <legend className="text-sm font-medium text-tinta">{t.feriados.legenda}</legend>
      <p id="ano-feriados-dica" className="text-xs text-suave">
        {t.feriados.dica}
      </p>
      <ul className="grid gap-1 sm:grid-cols-2">
        {feriados.map((f) => {
          const facultativo = f.tipo === "pontoFacultativo";
          const nome = feriadoTexts.nomes[f.chave];
          const marcado = !(desmarcados[f.chave] ?? facultativo);
          const periodo = t.especiais.periodo(formatarData(f.de), formatarData(f.ate));
          return (
            <li key={f.chave}>
              <label className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="feriados[]"
                  value={f.de}
                  checked={marcado}
                  onChange={(e) => onChange((d) => ({ ...d, [f.chave]: !e.target.checked }))}
                  className="h-5 w-5 shrink-0"
                />
                <span className="[overflow-wrap:anywhere]">{t.feriados.rotulo(nome, periodo, facultativo)}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
