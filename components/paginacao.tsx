import Link from "next/link";

// "Anterior" / "Próxima" as plain links: the page lives in the address, so back, forward and
// reload keep it. A labelled group, not a <nav>: the tab bar stays the page's one navigation.

type Props = {
  label: string;
  pagina: number;
  texts: { anterior: string; proxima: string; pagina: (n: number) => string };
  /** Hrefs of the neighbours (null: there is none). */
  anterior: string | null;
  proxima: string | null;
};

const linkClass = "rounded-md border border-gray-400 bg-white px-4 py-2 text-sm font-semibold hover:bg-gray-100";

export function Paginacao({ label, pagina, texts, anterior, proxima }: Props) {
  if (!anterior && !proxima) return null;
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center justify-between gap-3">
      <div className="min-w-24">
        {anterior && (
          <Link href={anterior} className={linkClass}>
            {texts.anterior}
          </Link>
        )}
      </div>
      <p className="text-sm text-suave">{texts.pagina(pagina)}</p>
      <div className="flex min-w-24 justify-end">
        {proxima && (
          <Link href={proxima} className={linkClass}>
            {texts.proxima}
          </Link>
        )}
      </div>
    </div>
  );
}
