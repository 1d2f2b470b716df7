import Link from "next/link";
import { botao } from "@/components/botao";
import { comumTexts } from "@/lib/messages";

// "Anterior" / "Próxima" as plain links: the page lives in the address, so back, forward and
// reload keep it. A labelled group, not a <nav>: the tab bar stays the page's one navigation.

type Props = {
  label: string;
  pagina: number;
  /** Hrefs of the neighbours (null: there is none): see paginasVizinhas in components/lista/endereco.ts. */
  anterior: string | null;
  proxima: string | null;
};

const linkClass = `inline-block ${botao({ tamanho: "compacto" })}`;

/** One side's link (or its empty place, so "Página N" stays in the middle). */
function Vizinha({ href, texto, classe }: { href: string | null; texto: string; classe: string }) {
  return (
    <div className={classe}>
      {href && (
        <Link href={href} className={linkClass}>
          {texto}
        </Link>
      )}
    </div>
  );
}

export function Paginacao({ label, pagina, anterior, proxima }: Props) {
  if (!anterior && !proxima) return null;
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <Vizinha href={anterior} texto={comumTexts.anterior} classe="min-w-24" />
      <p className="text-sm text-suave">{comumTexts.pagina(pagina)}</p>
      <Vizinha href={proxima} texto={comumTexts.proxima} classe="flex min-w-24 justify-end" />
    </div>
  );
}
