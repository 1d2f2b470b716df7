"use client";

import { CampoDeSelecao, CampoDeTexto } from "@/components/campo";
import { FormularioDeRegistro, useFormulario, type AcaoDeFormulario } from "@/components/formulario";
import { formatarTelefone } from "@/lib/campos/telefone";
import { UFS } from "@/lib/campos/uf";
import { escolaTexts } from "@/lib/messages";

type Valores = { nome: string; codigoInep: string; municipio: string; uf: string; telefone: string };

export type EscolaFormProps = {
  action: AcaoDeFormulario;
  /** The school being edited (its id and version go along as hidden fields). */
  escola?: { id: string; versao: number } & Partial<Record<keyof Valores, string | null>>;
  /** Where Cancelar goes: the list for a new school, the sheet for an edited one. */
  voltarPara: string;
  /** A new record's one-time token (lib/infra/actions/criacao.ts): a retry or a resubmission makes no second one. */
  token?: string;
};

const campos = escolaTexts.campos;
const OPCOES_UF = UFS.map((uf) => ({ value: uf, label: uf }));

/**
 * The school's fields, shared by "Nova escola" and `Editar` on a school's sheet. After a refusal the form shows
 * what was typed, each message next to its field, and moves the focus to the first wrong field.
 */
export function EscolaForm({ action, escola, token, voltarPara }: EscolaFormProps) {
  const formulario = useFormulario<Valores>(action, {
    nome: escola?.nome ?? "",
    codigoInep: escola?.codigoInep ?? "",
    municipio: escola?.municipio ?? "",
    uf: escola?.uf ?? "",
    telefone: escola?.telefone ? formatarTelefone(escola.telefone) : "",
  });
  const { campo } = formulario;
  const texto = { autoComplete: "off" };

  return (
    <FormularioDeRegistro formulario={formulario} registro={escola} token={token} voltarPara={voltarPara}>
      <div className="sm:col-span-2">
        <CampoDeTexto id="escola-nome" label={campos.nome} {...campo("nome")} aria-required="true" {...texto} />
      </div>
      <CampoDeTexto id="escola-inep" label={campos.codigoInep} {...campo("codigoInep")} inputMode="numeric" {...texto} />
      <CampoDeTexto id="escola-telefone" label={campos.telefone} {...campo("telefone")} type="tel" {...texto} />
      <CampoDeTexto id="escola-municipio" label={campos.municipio} {...campo("municipio")} {...texto} />
      <CampoDeSelecao id="escola-uf" label={campos.uf} {...campo("uf")} vazia={escolaTexts.ufVazia} opcoes={OPCOES_UF} />
    </FormularioDeRegistro>
  );
}
