import { LogoutButton } from "@/components/logout-button";
import { logout } from "@/app/sessao/actions";
import { PRODUCT_NAME, pickerTexts } from "@/lib/messages";
import { UserMenu } from "@/app/(main)/user-menu";
import type { Empresa } from "@/lib/empresas/schema";

export function TopBar({ empresa, user }: { empresa: Empresa; user: string }) {
  return (
    <header className="bg-marca-800 text-white">
      <div className="mx-auto flex w-full max-w-5xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <p className="flex-1 text-lg font-bold sm:flex-none">{PRODUCT_NAME}</p>
        {/* On a phone the company gets a line of its own, so its whole name stays readable. */}
        <p className="order-last w-full break-words text-sm text-marca-100 sm:order-none sm:w-auto sm:min-w-0 sm:flex-1 sm:truncate" data-testid="empresa-atual">
          {empresa.nome ?? pickerTexts.nameFallback}
        </p>
        <UserMenu user={user}>
          <LogoutButton action={logout} className="block w-full px-4 py-2 text-left text-sm hover:bg-gray-100 max-sm:min-h-11 max-sm:py-3" />
        </UserMenu>
      </div>
    </header>
  );
}
