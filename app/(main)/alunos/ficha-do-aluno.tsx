import type { ReactNode } from "react";
import Link from "next/link";
import { comoLink } from "@/components/botao";
import { Fato, Fatos, SecaoDaFicha } from "@/components/ficha";
import { alunoTexts, responsaveisTexts } from "@/lib/messages";
import { pode } from "@/lib/empresas/papeis";
import { linhasDosResponsaveis } from "@/lib/alunos/responsaveis";
import { mascararCpf } from "@/lib/campos/cpf";
import type { Papel } from "@/lib/empresas/papeis";
import type { Aluno } from "@/lib/alunos/schema";
import { camposDaSecao, condicaoAtendida, tituloDoCampo, valorLegivel, type Campo } from "@/lib/alunos/descritor";
import { nomeDoMunicipio } from "@/lib/alunos/legivel";
import { SECOES_DO_ALUNO, type SecaoDoAluno } from "@/lib/alunos/campos";
import { CpfDaFicha } from "@/app/(main)/alunos/cpf-da-ficha";

// The sections of a student's sheet (issue 43: `Identificação`, `Filiação e responsáveis`,
// `Documentos`, `Endereço`, `Necessidades específicas`, `Transporte escolar`, `Saúde`; a section
// of which the role sees no field left out), each with its fields as lib/alunos/campos.ts declares them (their
// order, their names, who sees them), each value read as people read it, and its own `Editar` (that
// section's form) for those who write; the matrícula (the server's) right after the name. A server component.

type Props = {
  aluno: Aluno;
  /** The sections shown (all by default): a professor's page shows only Necessidades específicas and Saúde. */
  secoes?: readonly SecaoDoAluno[];
  papel: Papel;
  /** The student's school, as the sheet links to it. */
  escola: { id: string; nome: string; ativa: boolean } | undefined;
  /** `Mostrar CPF` (the roles that may see it whole). */
  revelarCpf?: (id: string) => Promise<{ cpf: string | null } | { erro: string }>;
  /** Each section's `Editar` (left out for those who only read): its form's address. */
  editar?: (secao: SecaoDoAluno) => string;
};

export function SecoesDoAluno(props: Props) {
  // A section of which the role sees no field is not shown at all (consulta: Necessidades específicas, Saúde).
  const secoes = (props.secoes ?? (Object.keys(SECOES_DO_ALUNO) as SecaoDoAluno[])).filter((s) => camposDaSecao(s, props.papel).length > 0);
  return (
    <>
      {secoes.map((secao) => (
        <SecaoDaFicha key={secao} id={SECOES_DO_ALUNO[secao].id} titulo={SECOES_DO_ALUNO[secao].titulo} nivel={3} editar={props.editar?.(secao)} nomeDoEditar={alunoTexts.editarSecao(SECOES_DO_ALUNO[secao].titulo)}>
          <Fatos>
            {camposDaSecao(secao, props.papel)
              // A field shown only with another's answer (País de nacionalidade…) is left out without it.
              .filter((c) => condicaoAtendida(c, props.aluno))
              .flatMap((c) => [
              <Fato key={c.chave} rotulo={tituloDoCampo(c)} largo={c.largo}>
                {valor(c, props)}
              </Fato>,
              // The matrícula is the record's own (never typed): after the name.
              ...(c.chave === "nome"
                ? [
                    <Fato key="matricula" rotulo={alunoTexts.matricula}>
                      {props.aluno.matricula}
                    </Fato>,
                  ]
                : []),
            ])}
          </Fatos>
          {secao === "responsavel" && <ResponsaveisDaFicha aluno={props.aluno} papel={props.papel} />}
        </SecaoDaFicha>
      ))}
    </>
  );
}

/** The responsáveis, in the order of contact in an emergency, each with its facts (a CPF masked unless the role sees CPFs). */
function ResponsaveisDaFicha({ aluno, papel }: Pick<Props, "aluno" | "papel">) {
  const linhas = linhasDosResponsaveis(aluno.responsaveis, pode(papel, "verCpf"));
  return (
    <div className="mt-4 space-y-3">
      <h4 className="font-semibold">{responsaveisTexts.titulo}</h4>
      {linhas.length === 0 ? (
        <p className="text-suave">{responsaveisTexts.nenhum}</p>
      ) : (
        <ol className="space-y-3">
          {linhas.map((r) => (
            <li key={r.titulo} aria-label={r.titulo} className="space-y-2">
              <h5 className="font-medium">{r.titulo}</h5>
              <Fatos>
                {r.fatos.map((f) => (
                  <Fato key={f.rotulo} rotulo={f.rotulo}>
                    {f.valor}
                  </Fato>
                ))}
              </Fatos>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** A field's value: a CPF masked (with `Mostrar CPF`), the school as a link, anything else as people read it; empty as nothing (`Não informado`). */
function valor(campo: Campo, { aluno, escola, revelarCpf }: Props): ReactNode {
  const guardado = aluno[campo.chave];
  if (!guardado || guardado.length === 0) return null;
  if (typeof guardado !== "string") return valorLegivel(campo, guardado);
  if (campo.tipo.tipo === "cpf") return <CpfDaFicha id={aluno.id} mascarado={mascararCpf(guardado)} revelar={revelarCpf} />;
  if (campo.tipo.tipo === "escola") {
    if (!escola) return null;
    return (
      <Link href={`/escolas/${encodeURIComponent(escola.id)}`} className={comoLink()}>
        {escola.ativa ? escola.nome : alunoTexts.escolaInativa(escola.nome)}
      </Link>
    );
  }
  return valorLegivel(campo, guardado, undefined, nomeDoMunicipio);
}
