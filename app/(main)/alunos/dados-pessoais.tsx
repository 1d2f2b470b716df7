import { SecaoDaFicha } from "@/components/ficha";
import { botao } from "@/components/botao";
import { dadosPessoaisTexts } from "@/lib/messages";

// `Dados pessoais (LGPD)` on a student's sheet (issue 43, administrador only: the page leaves it out
// for the others, and the route refuses them): two forms that POST to
// /alunos/{id}/dados-pessoais/{pdf|json}, each answered with the file as an attachment (the page
// stays). The export is recorded in the student's history.

const t = dadosPessoaisTexts;

export function DadosPessoaisDoAluno({ idAluno }: { idAluno: string }) {
  const base = `/alunos/${encodeURIComponent(idAluno)}/dados-pessoais`;
  return (
    <SecaoDaFicha id="dados-pessoais" titulo={t.titulo}>
      <div className="space-y-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-200">
        <p className="text-sm text-suave">{t.explicacao}</p>
        <div className="flex flex-wrap gap-2">
          <form method="post" action={`${base}/pdf`}>
            <button type="submit" className={botao()} aria-label={t.baixarPdfRotulo}>
              {t.baixarPdf}
            </button>
          </form>
          <form method="post" action={`${base}/json`}>
            <button type="submit" className={botao()} aria-label={t.baixarJsonRotulo}>
              {t.baixarJson}
            </button>
          </form>
        </div>
      </div>
    </SecaoDaFicha>
  );
}
