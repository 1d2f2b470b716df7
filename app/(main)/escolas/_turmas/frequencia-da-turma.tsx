import { botao } from "@/components/botao";
import { CampoDeSelecao } from "@/components/campo";
import { Tabela, type Coluna } from "@/components/tabela";
import { anoLetivoTexts, enturmacaoTexts, frequenciaTexts } from "@/lib/messages";
import { contagemDoPeriodo, linhaDeFrequencia, temMinimo, valorDoPeriodo, type LinhaDeFrequencia, type Periodo } from "@/lib/chamadas/frequencia";
import type { TipoDeEtapas } from "@/lib/regras/calendario";
import type { CodigoEtapaDeEnsino } from "@/lib/regras/etapas-de-ensino";
import type { Enturmacao } from "@/lib/enturmacoes/schema";
import { nomeDeExibicaoDaEntrada } from "@/lib/alunos/nome";

// The turma's `Frequência`: an `Etapa` to choose (a GET form: the period lives in the address, no
// script needed), then per student `Faltas`, `Faltas justificadas` and `Frequência` (`87,5%`, `—`
// with no day recorded, `Abaixo do mínimo` in words beside it), from the counters the roll call
// keeps on each entry (the entries the page has already read: nothing more is read). The same for
// every role: reading it changes nothing.

const t = frequenciaTexts;

// A phone's card: the student's name across it, the three numbers side by side under it.
const CARTAO = "max-sm:grid max-sm:grid-cols-3 max-sm:gap-x-3 max-sm:gap-y-1 max-sm:space-y-0 max-sm:p-3";

type Linha = LinhaDeFrequencia & { id: string; nome: string; semDias: boolean };

/** The value of a frequência with its `Abaixo do mínimo` (text, not only colour). */
export function ValorDaFrequencia({ frequencia, abaixo }: { frequencia: string; abaixo: boolean }) {
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span className={abaixo ? "font-semibold text-erro" : undefined}>{frequencia}</span>
      {abaixo && <span className="rounded bg-red-50 px-1.5 text-xs font-semibold text-erro ring-1 ring-red-200">{t.abaixoDoMinimo}</span>}
    </span>
  );
}

export function FrequenciaDaTurma({
  endereco,
  entradas,
  tipoEtapas,
  quantasEtapas,
  etapaDeEnsino,
  minimoDaEmpresa,
  periodo,
}: {
  /** The turma's page (the form's action). */
  endereco: string;
  entradas: readonly Enturmacao[];
  tipoEtapas: TipoDeEtapas;
  quantasEtapas: number;
  etapaDeEnsino: CodigoEtapaDeEnsino;
  /** The `Frequência mínima` of the year's rules (a closed year's own): the one minimum the roll call flags by. */
  minimoDaEmpresa: number;
  periodo: Periodo;
}) {
  const opcoes = [
    ...Array.from({ length: quantasEtapas }, (_, i) => ({ value: valorDoPeriodo({ etapa: i }), label: anoLetivoTexts.etapa(tipoEtapas, i + 1) })),
    { value: valorDoPeriodo("ano"), label: t.anoTodo },
  ];
  const linhas: Linha[] = entradas.map((e) => {
    const contagem = contagemDoPeriodo(e.frequencia, periodo);
    return {
      id: e.id,
      nome: e.situacao === "cursando" ? nomeDeExibicaoDaEntrada(e) : `${nomeDeExibicaoDaEntrada(e)} (${enturmacaoTexts.situacoes[e.situacao]})`,
      semDias: contagem.dias === 0,
      ...linhaDeFrequencia(contagem, etapaDeEnsino, minimoDaEmpresa),
    };
  });
  const colunas: Coluna<Linha>[] = [
    { titulo: t.colunas.aluno, classe: "sm:font-medium max-sm:col-span-3", celula: (l) => l.nome },
    { titulo: t.colunas.faltas, celula: (l) => l.faltas },
    { titulo: t.colunas.justificadas, celula: (l) => l.justificadas },
    { titulo: t.colunas.frequencia, celula: (l) => <ValorDaFrequencia frequencia={l.frequencia} abaixo={l.abaixo} /> },
  ];
  return (
    <div className="space-y-3">
      <form method="get" action={`${endereco}#frequencia`} className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 max-sm:w-full sm:w-56">
          <CampoDeSelecao id="etapa-da-frequencia" name="etapa" label={t.etapa} opcoes={opcoes} defaultValue={valorDoPeriodo(periodo)} />
        </div>
        <button type="submit" className={`${botao()} max-sm:w-full`}>
          {t.ver}
        </button>
      </form>
      {!temMinimo(etapaDeEnsino) && <p className="text-sm text-suave">{t.semMinimo}</p>}
      {linhas.length > 0 && linhas.every((l) => l.semDias) && <p className="text-sm text-suave">{t.semChamada}</p>}
      <Tabela estilo="secao" legenda={t.legenda} colunas={colunas} linhas={linhas} chave={(l) => l.id} vazio={t.semAlunos} classeDaLinha={CARTAO} />
    </div>
  );
}
