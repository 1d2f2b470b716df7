import Link from "next/link";
import { comoLink } from "@/components/botao";

/**
 * A plain answer and a way back: "Escola não encontrada." (as the page's heading, with a 404), or
 * a refusal such as "Você não tem permissão para esta ação." (as an alert under the page's title).
 */
export function AvisoComVolta({ texto, comoTitulo = false, href, link }: { texto: string; comoTitulo?: boolean; href: string; link: string }) {
  return (
    <div className="space-y-4">
      {comoTitulo ? <h1 className="text-2xl font-semibold">{texto}</h1> : <p role="alert">{texto}</p>}
      <Link href={href} className={`inline-block ${comoLink()}`}>
        {link}
      </Link>
    </div>
  );
}
