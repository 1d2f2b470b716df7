import type { ReactNode } from "react";
import { TituloDaLista } from "@/components/lista/titulo-da-lista";

export default function Layout({ children }: { children: ReactNode }) {
  return <TituloDaLista aba="escolas">{children}</TituloDaLista>;
}
