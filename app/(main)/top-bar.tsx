import { LogoutButton } from "@/components/logout-button";
import { PRODUCT_NAME, pickerTexts } from "@/lib/messages";
import { UserMenu } from "@/app/(main)/user-menu";
import type { Empresa } from "@/lib/firestore/documents";

export function TopBar({ empresa, user }: { empresa: Empresa; user: string }) {
  return (
    <header className="bg-marca-800 text-white">
      <div className="mx-auto flex w-full max-w-5xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <p className="text-lg font-bold">{PRODUCT_NAME}</p>
        <p className="min-w-0 flex-1 truncate text-sm text-marca-100" data-testid="empresa-atual">
          {empresa.nome ?? pickerTexts.nameFallback}
        </p>
        <UserMenu user={user}>
          <LogoutButton className="block w-full px-4 py-2 text-left text-sm hover:bg-gray-100" />
        </UserMenu>
      </div>
    </header>
  );
}
