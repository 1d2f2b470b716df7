import { botao } from "@/components/botao";
import { CampoDeTexto } from "@/components/campo";
import { verificacaoTexts } from "@/lib/messages";
import { CAMINHO_DA_VERIFICACAO } from "@/lib/documentos/verificacao";

// `Código do documento` and `Verificar`: a plain GET form (no script), to /verificar?codigo=…,
// which sends a code to /verificar/<CODE>.

const t = verificacaoTexts;

export function FormularioDoCodigo({ valor = "" }: { valor?: string }) {
  return (
    <form method="get" action={CAMINHO_DA_VERIFICACAO} className="space-y-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <CampoDeTexto
        id="codigo"
        name="codigo"
        label={t.campoCodigo}
        hint={t.dicaCodigo}
        defaultValue={valor}
        required
        maxLength={64}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <button type="submit" className={botao({ variante: "primario", tamanho: "grande" })}>
        {t.verificar}
      </button>
    </form>
  );
}
