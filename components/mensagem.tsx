import type { ReactNode } from "react";
import { comumTexts } from "@/lib/messages";

// A message in the shell, as its kind says it: a success in green with a check, an error in red
// with an exclamation mark, a warning in amber (an icon, so the colour is not the only sign). A
// success is role=status, an error role=alert, holding the message's text alone; a warning is part
// of the page (no live region). With `aoFechar`,
// a 44 px × dismisses it; otherwise it stays until its owner replaces it.

export type TipoDeMensagem = "sucesso" | "erro" | "aviso";

const ESTILO: Record<TipoDeMensagem, { caixa: string; icone: string; simbolo: string; papel?: "status" | "alert" }> = {
  sucesso: { caixa: "bg-green-50 text-green-900 ring-green-200", icone: "bg-green-700", simbolo: "✓", papel: "status" },
  erro: { caixa: "bg-red-50 text-erro ring-red-200", icone: "bg-erro", simbolo: "!", papel: "alert" },
  // A warning that is part of the page (not the answer to an action): no live region.
  aviso: { caixa: "bg-amber-50 text-amber-950 ring-amber-300", icone: "bg-amber-700", simbolo: "!" },
};

function Icone({ tipo }: { tipo: TipoDeMensagem }) {
  return (
    <span aria-hidden="true" className={`mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-xs font-bold text-white ${ESTILO[tipo].icone}`}>
      {ESTILO[tipo].simbolo}
    </span>
  );
}

export function Mensagem({ tipo, children, aoFechar, className = "" }: { tipo: TipoDeMensagem; children: ReactNode; aoFechar?: () => void; className?: string }) {
  return (
    <div className={`flex items-start gap-2 rounded-md p-3 text-sm font-medium ring-1 ${ESTILO[tipo].caixa} ${className}`}>
      <Icone tipo={tipo} />
      <p role={ESTILO[tipo].papel} className="flex-1 self-center">
        {children}
      </p>
      {aoFechar && (
        <button
          type="button"
          onClick={aoFechar}
          aria-label={comumTexts.fecharMensagem}
          className="-my-2 -mr-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded text-lg leading-none hover:bg-black/5"
        >
          ×
        </button>
      )}
    </div>
  );
}
