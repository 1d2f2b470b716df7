import { logout } from "@/app/sessao/actions";
import { pickerTexts } from "@/lib/messages";

/** "Sair": a form, so it works before the page's script has loaded. */
export function LogoutButton({ className = "" }: { className?: string }) {
  return (
    <form action={logout}>
      <button type="submit" className={className}>
        {pickerTexts.logout}
      </button>
    </form>
  );
}
