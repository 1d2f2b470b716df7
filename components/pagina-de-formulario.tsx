import type { ReactNode } from "react";
import { AvisoComVolta } from "@/components/aviso-com-volta";

// A form's page (Nova escola, Editar on a sheet, Novo ano letivo, Nova turma…): its heading, then
// the form, or, for someone who may not use it, the refusal and the way back (`recusa`).

export function PaginaDeFormulario({
  titulo,
  recusa,
  children,
}: {
  titulo: ReactNode;
  /** Why this person gets no form, and where to go instead (null: the form is shown). */
  recusa: { texto: string; href: string; link: string } | null;
  children: ReactNode;
}) {
  return (
    <div className="space-y-6">
      {typeof titulo === "string" ? <h1 className="text-2xl font-semibold [overflow-wrap:anywhere]">{titulo}</h1> : titulo}
      {recusa ? <AvisoComVolta {...recusa} /> : children}
    </div>
  );
}
