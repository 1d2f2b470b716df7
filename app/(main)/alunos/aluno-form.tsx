"use client";

import { Fragment, useRef, useState, useTransition, type FormEvent, type ReactNode } from "react";
import { comoLink } from "@/components/botao";
import { CampoDeSelecao, CampoDeTexto } from "@/components/campo";
import { FormularioDeRegistro, useFormulario, type AcaoDeFormulario } from "@/components/formulario";
import { alunoNecessidadesTexts, alunoTexts } from "@/lib/messages";
import { CampoDeConjunto } from "@/components/campo-de-conjunto";
import { temDeficienciaMultipla } from "@/lib/dados-oficiais/educacenso/recursos";
import type { Deficiencia } from "@/lib/dados-oficiais/educacenso/listas";
import type { Papel } from "@/lib/empresas/papeis";
import { CampoDeMunicipio } from "@/components/campo-de-municipio";
import { camposDoFormulario, condicaoAtendida, nomeNoFormulario, type Campo } from "@/lib/alunos/descritor";
import type { SecaoDoAluno } from "@/lib/alunos/campos";
import { ResponsaveisEditor } from "@/app/(main)/alunos/responsaveis-editor";

export type AlunoFormProps = {
  action: AcaoDeFormulario;
  /** Whose form it is: a field the role does not see (lib/alunos/campos.ts) is not on it. */
  papel: Papel;
  /** The schools a student may be put in (active ones, and the student's current one). */
  escolas: { id: string; label: string }[];
  /** The student being edited: its id and version, and each field as the form shows it (valoresDoFormulario: the CPF masked). */
  aluno?: { id: string; versao: number; valores: Record<string, string> };
  /** Where Cancelar goes: the list for a new student, the sheet for an edited one. */
  voltarPara: string;
  /** A new record's one-time token (lib/infra/actions/criacao.ts): a retry or a resubmission makes no second one. */
  token?: string;
  /** "Mostrar CPF" (administrador and secretaria). */
  revelarCpf?: (id: string) => Promise<{ cpf: string | null } | { erro: string }>;
  hoje: string;
  /** A section's `Editar` (/alunos/{id}/editar?secao=…): only that section's fields (its action writes only them). */
  secao?: SecaoDoAluno;
};

/**
 * The student's fields (lib/alunos/campos.ts, in its order), shared by "Novo aluno" and `Editar` on
 * a student's sheet: each drawn by its type (the school and the CPF with their own controls). After
 * a refusal it shows what was typed, each message next to its field, and moves the focus to the
 * first wrong field.
 */
export function AlunoForm({ action, papel, escolas, aluno, revelarCpf, hoje, token, voltarPara, secao }: AlunoFormProps) {
  const campos = camposDoFormulario(secao ?? (aluno ? "edicao" : "cadastro"), papel);
  // `Filiação e responsáveis` also sends its list (`responsaveis`, one field: its editor's).
  const comLista = secao === "responsavel";
  const formulario = useFormulario<Record<string, string>>(
    action,
    Object.fromEntries([...campos.map((c) => [nomeNoFormulario(c), aluno?.valores[nomeNoFormulario(c)] ?? ""]), ...(comLista ? [["responsaveis", aluno?.valores.responsaveis ?? "[]"]] : [])]),
  );
  const { campo, erros } = formulario;
  // The answers other fields depend on (a `quando`, a municipality's UF), as the person changes
  // them: the form's own fields stay uncontrolled; a new answer of the server starts them afresh.
  const iniciais = () => Object.fromEntries(campos.map((c) => [c.chave, formulario.valor(c.chave)]));
  const [vigiados, setVigiados] = useState(() => ({ chave: formulario.chave, valores: iniciais() }));
  const atuais = vigiados.chave === formulario.chave ? vigiados.valores : iniciais();
  function mudou(e: FormEvent<HTMLDivElement>) {
    const alvo = e.target as HTMLInputElement | HTMLSelectElement;
    if (alvo.name && alvo.name in atuais) setVigiados({ chave: formulario.chave, valores: { ...atuais, [alvo.name]: alvo.value } });
  }
  const cpfRef = useRef<HTMLInputElement>(null);
  const [cpfErro, setCpfErro] = useState<string | null>(null);
  const [revelando, startRevelar] = useTransition();
  const cpfMascarado = aluno?.valores.cpf || null;

  function mostrarCpf() {
    if (!aluno || !revelarCpf) return;
    startRevelar(async () => {
      const answer = await revelarCpf(aluno.id);
      if ("erro" in answer) setCpfErro(answer.erro);
      else if (cpfRef.current) cpfRef.current.value = answer.cpf ?? "";
    });
  }

  function controle(c: Campo) {
    const id = `aluno-${c.chave}`;
    const comum = { id, label: c.rotulo, ...campo(c.chave), ...(c.obrigatorio ? { "aria-required": true } : {}) };
    switch (c.tipo.tipo) {
      case "escola":
        return <CampoDeSelecao {...comum} vazia={alunoTexts.escolaVazia} opcoes={escolas.map((e) => ({ value: e.id, label: e.label }))} />;
      case "opcao": {
        const { opcoes, rotulos } = c.tipo;
        // A required list always has one chosen: not marked required; an optional one may be left blank.
        return (
          <CampoDeSelecao
            {...comum}
            aria-required={c.quando?.exigido || undefined}
            vazia={c.obrigatorio ? undefined : alunoTexts.opcaoVazia}
            opcoes={opcoes.map((o) => ({ value: o, label: rotulos[o] ?? o }))}
          />
        );
      }
      case "municipio": {
        const { defaultValue, error, name } = campo(c.chave);
        return (
          <CampoDeMunicipio
            id={id}
            label={c.rotulo}
            name={name}
            defaultValue={defaultValue}
            uf={atuais[c.tipo.uf] ?? ""}
            error={error}
            textos={alunoTexts.municipio}
          />
        );
      }
      case "nis":
      case "cns":
      case "cep":
      case "certidao":
        return <CampoDeTexto {...comum} autoComplete="off" inputMode="numeric" />;
      case "cpf":
        return (
          <div className="space-y-2">
            <CampoDeTexto
              {...comum}
              autoComplete="off"
              ref={cpfRef}
              inputMode="numeric"
              // A refused "Mostrar CPF" is said as the field's message.
              error={erros[c.chave] ?? cpfErro ?? undefined}
              hint={cpfMascarado ? alunoTexts.cpfDica : undefined}
            />
            {cpfMascarado && revelarCpf && (
              <button type="button" onClick={mostrarCpf} disabled={revelando} className={`text-sm ${comoLink()}`}>
                {alunoTexts.mostrarCpf}
              </button>
            )}
          </div>
        );
      case "data":
        return <CampoDeTexto {...comum} autoComplete="off" type="date" min="1900-01-01" max={hoje} />;
      case "telefone":
        return <CampoDeTexto {...comum} autoComplete="off" type="tel" />;
      case "email":
        return <CampoDeTexto {...comum} autoComplete="off" type="email" />;
      case "texto":
        return <CampoDeTexto {...comum} autoComplete="off" maxLength={c.tipo.max} />;
      case "nome":
        return <CampoDeTexto {...comum} autoComplete="off" />;
      case "conjunto": {
        const { opcoes, rotulos, grupos, derivado } = c.tipo;
        return (
          <CampoDeConjunto
            id={id}
            label={c.rotulo}
            name={nomeNoFormulario(c)}
            opcoes={opcoes}
            rotulos={rotulos}
            grupos={grupos}
            defaultValue={formulario.valor(nomeNoFormulario(c))}
            error={erros[c.chave]}
            derivado={derivado === "deficienciaMultipla" ? { aplica: (m) => temDeficienciaMultipla(m as Deficiencia[]), texto: alunoNecessidadesTexts.multiplaNoFormulario } : undefined}
          />
        );
      }
    }
  }

  const lugar = (c: Campo) =>
    c.largo ? (
      <div key={c.chave} className="sm:col-span-2">
        {controle(c)}
      </div>
    ) : (
      <Fragment key={c.chave}>{controle(c)}</Fragment>
    );

  // A field shown only with another's answer is not on the form until then (so not sent either).
  const mostrados = campos.filter((c) => condicaoAtendida(c, atuais));
  // Consecutive fields of one group (`RG`) under one fieldset.
  const blocos: ReactNode[] = [];
  for (let i = 0; i < mostrados.length; ) {
    const grupo = mostrados[i]!.grupo;
    if (!grupo) {
      blocos.push(lugar(mostrados[i++]!));
      continue;
    }
    const doGrupo: Campo[] = [];
    while (i < mostrados.length && mostrados[i]!.grupo === grupo) doGrupo.push(mostrados[i++]!);
    blocos.push(
      <fieldset key={`grupo-${doGrupo[0]!.chave}`} className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">{grupo}</legend>
        {doGrupo.map(lugar)}
      </fieldset>,
    );
  }

  return (
    <FormularioDeRegistro formulario={formulario} registro={aluno} token={token} voltarPara={voltarPara}>
      {secao && <input type="hidden" name="secao" value={secao} />}
      <div className="contents" onChange={mudou}>
        {blocos}
      </div>
      {comLista && (
        <ResponsaveisEditor
          key={formulario.chave}
          inicial={formulario.valor("responsaveis")}
          // A filiação name shown on the form is a responsável in one click.
          filiacoes={campos.filter((c) => c.chave.startsWith("filiacao") && c.tipo.tipo === "nome" && condicaoAtendida(c, atuais)).map((c) => (atuais[c.chave] ?? "").trim()).filter(Boolean)}
          erro={erros.responsaveis}
        />
      )}
    </FormularioDeRegistro>
  );
}
