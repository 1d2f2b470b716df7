import Link from "next/link";
import { LogoutButton } from "@/components/logout-button";
import { PRODUCT_NAME, pickerTexts, shellTexts } from "@/lib/messages";
import type { Empresa } from "@/lib/firestore/documents";

export function TopBar({ empresa, user }: { empresa: Empresa; user: string }) {
  return (
    <header className="bg-marca-800 text-white">
      <div className="mx-auto flex w-full max-w-5xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <p className="text-lg font-bold">{PRODUCT_NAME}</p>
        <p className="min-w-0 flex-1 truncate text-sm text-marca-100" data-testid="empresa-atual">
          {empresa.nome ?? pickerTexts.nameFallback}
        </p>
        <details className="relative">
          <summary
            className="cursor-pointer list-none rounded-md px-3 py-1.5 text-sm font-medium hover:bg-marca-700"
          >
            {user}
          </summary>
          <div className="absolute right-0 z-10 mt-2 w-48 rounded-md bg-white py-1 text-tinta shadow-lg ring-1 ring-gray-200">
            <Link href="/listar-empresas?trocar=1" className="block px-4 py-2 text-sm hover:bg-gray-100">
              {shellTexts.switchCompany}
            </Link>
            <LogoutButton className="block w-full px-4 py-2 text-left text-sm hover:bg-gray-100" />
          </div>
        </details>
      </div>
    </header>
  );
}
