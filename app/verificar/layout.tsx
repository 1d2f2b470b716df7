import type { Metadata } from "next";
import type { ReactNode } from "react";
import Link from "next/link";
import { PRODUCT_NAME, verificacaoTexts } from "@/lib/messages";
import { CAMINHO_DA_VERIFICACAO } from "@/lib/documentos/verificacao";

// The public check of an issued document (issue 26): a frame of its own, outside the shell. No
// session: nothing here reads or sets the session cookie (middleware.ts does not even pass it on),
// and the pages are kept out of search engines (this metadata, and X-Robots-Tag on every response).

export const metadata: Metadata = {
  title: { default: verificacaoTexts.titulo, template: `%s · ${PRODUCT_NAME}` },
  robots: { index: false, follow: false },
};

export default function VerificacaoLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-2xl items-center px-4">
          <Link href={CAMINHO_DA_VERIFICACAO} className="inline-flex min-h-11 items-center font-semibold text-tinta hover:underline">
            {PRODUCT_NAME} · {verificacaoTexts.titulo}
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-2xl space-y-6 px-4 py-8">{children}</main>
    </>
  );
}
