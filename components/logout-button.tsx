import { pickerTexts } from "@/lib/messages";

/**
 * "Sair": a form, so it works before the page's script has loaded. `action` is the logout server
 * action (app/sessao/actions.ts), given by the page: components/ imports nothing from app/.
 */
export function LogoutButton({ action, className = "" }: { action: () => Promise<void>; className?: string }) {
  return (
    <form action={action}>
      <button type="submit" className={className}>
        {pickerTexts.logout}
      </button>
    </form>
  );
}
