"use client";

import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { pickerTexts, shellTexts } from "@/lib/messages";
import { esquecerTodas, haChamadasGuardadas } from "@/lib/chamadas/guardadas";
import { marcarSaida, observarSaida, saidaMarcada } from "@/lib/auth/saida-no-aparelho";
import { DialogoCompartilhado } from "@/components/dialogo-de-confirmacao";

/** While the device waits to tell the server, it asks again this often (and at every `online`). */
const NOVA_TENTATIVA_MS = 15_000;
const ID_DA_TELA = "saida-no-aparelho";

const nenhuma = () => () => {};

/**
 * "Sair": a form, so it works before the page's script has loaded. `action` is the logout server
 * action (app/sessao/actions.ts), given by the page: components/ imports nothing from app/.
 *
 * With the script: roll calls kept on the device and not yet sent are not dropped without a word
 * (`Há chamadas não enviadas neste aparelho. Sair mesmo assim?`). Then the device is marked as
 * signed out before the server is asked (lib/auth/saida-no-aparelho.ts: the session cookie is
 * httpOnly, only the server can remove it), what was kept is forgotten (the next person on this
 * phone must not see or send it), and, if the server cannot be reached, the account is hidden
 * (`Você saiu deste aparelho.`) and the request repeated when the connection comes back.
 */
export function LogoutButton({ action, className = "" }: { action: () => Promise<void>; className?: string }) {
  const [perguntando, setPerguntando] = useState(false);
  const montado = useSyncExternalStore(nenhuma, () => true, () => false);
  const saiu = useSyncExternalStore(observarSaida, saidaMarcada, () => false);

  const avisarServidor = useCallback(() => {
    if (!navigator.onLine) return;
    // On success the action redirects to /login; a failed request leaves the device signed out.
    action().catch(() => {});
  }, [action]);

  useEffect(() => {
    if (!saiu) return;
    avisarServidor();
    window.addEventListener("online", avisarServidor);
    const vez = window.setInterval(avisarServidor, NOVA_TENTATIVA_MS);
    return () => {
      window.removeEventListener("online", avisarServidor);
      window.clearInterval(vez);
    };
  }, [saiu, avisarServidor]);

  const sair = () => {
    marcarSaida();
    esquecerTodas();
  };

  return (
    <>
      <form
        action={action}
        onSubmit={(event) => {
          event.preventDefault();
          if (haChamadasGuardadas()) setPerguntando(true);
          else sair();
        }}
      >
        <button type="submit" className={className}>
          {pickerTexts.logout}
        </button>
      </form>
      {montado &&
        perguntando &&
        createPortal(
          <DialogoCompartilhado
            id="pergunta-de-saida"
            aberto
            aoFechar={() => setPerguntando(false)}
            {...shellTexts.saida.pergunta}
            action={sair}
            pending={false}
            campos={null}
          />,
          document.body,
        )}
      {montado && saiu && createPortal(<TelaDeSaida />, document.body)}
    </>
  );
}

/** In place of the whole page (globals.css hides the rest of the body) until the server answers. */
function TelaDeSaida() {
  const online = useSyncExternalStore(
    (aoMudar) => {
      window.addEventListener("online", aoMudar);
      window.addEventListener("offline", aoMudar);
      return () => {
        window.removeEventListener("online", aoMudar);
        window.removeEventListener("offline", aoMudar);
      };
    },
    () => navigator.onLine,
    () => true,
  );
  const t = shellTexts.saida;
  return (
    <div id={ID_DA_TELA} className="flex min-h-dvh items-center justify-center px-4 py-10">
      <section aria-labelledby={`${ID_DA_TELA}-titulo`} className="w-full max-w-md rounded-lg bg-white p-6 shadow-sm ring-1 ring-gray-200">
        <h1 id={`${ID_DA_TELA}-titulo`} className="text-xl font-bold">
          {t.saiu}
        </h1>
        <p role="status" className="mt-3 text-sm">
          {online ? t.concluindo : t.semConexao}
        </p>
      </section>
    </div>
  );
}
