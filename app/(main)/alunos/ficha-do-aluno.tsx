import type { ReactNode } from "react";
import Link from "next/link";
import { comoLink } from "@/components/botao";
import { Fato, Fatos, SecaoDaFicha } from "@/components/ficha";
import { alunoTexts } from "@/lib/messages";
import { mascararCpf } from "@/lib/campos/cpf";
import type { Papel } from "@/lib/empresas/papeis";
import type { Aluno } from "@/lib/alunos/schema";
import { camposDaSecao, valorLegivel, type Campo } from "@/lib/alunos/descritor";
import { SECOES_DO_ALUNO, type SecaoDoAluno } from "@/lib/alunos/campos";
import { CpfDaFicha } from "@/app/(main)/alunos/cpf-da-ficha";

// The sections of a student's sheet (`Dados do aluno`, `Responsável`), each with its fields as
// lib/alunos/campos.ts declares them (their order, their labels, who sees them), each value read as
// people read it; the matrícula (the server's) right after the name. A server component.

type Props = {
  aluno: Aluno;
  papel: Papel;
  /** The student's school, as the sheet links to it. */
  escola: { id: string; nome: string; ativa: boolean } | undefined;
  /** `Mostrar CPF` (the roles that may see it whole). */
  revelarCpf?: (id: string) => Promise<{ cpf: string | null } | { erro: string }>;
};

export function SecoesDoAluno(props: Props) {
  return (
    <>
      {(Object.keys(SECOES_DO_ALUNO) as SecaoDoAluno[]).map((secao) => (
        <SecaoDaFicha key={secao} id={SECOES_DO_ALUNO[secao].id} titulo={SECOES_DO_ALUNO[secao].titulo} nivel={3}>
          <Fatos>
            {camposDaSecao(secao, props.papel).flatMap((c) => [
              <Fato key={c.chave} rotulo={c.rotulo} largo={c.largo}>
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
        </SecaoDaFicha>
      ))}
    </>
  );
}

/** A field's value: a CPF masked (with `Mostrar CPF`), the school as a link, anything else as people read it; empty as nothing (`Não informado`). */
function valor(campo: Campo, { aluno, escola, revelarCpf }: Props): ReactNode {
  const guardado = aluno[campo.chave];
  if (!guardado) return null;
  if (campo.tipo.tipo === "cpf") return <CpfDaFicha id={aluno.id} mascarado={mascararCpf(guardado)} revelar={revelarCpf} />;
  if (campo.tipo.tipo === "escola") {
    if (!escola) return null;
    return (
      <Link href={`/escolas/${encodeURIComponent(escola.id)}`} className={comoLink()}>
        {escola.ativa ? escola.nome : alunoTexts.escolaInativa(escola.nome)}
      </Link>
    );
  }
  return valorLegivel(campo, guardado);
}
