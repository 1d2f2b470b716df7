"use client";

import { useEffect } from "react";
import { salvarChamadaAction } from "@/app/(main)/escolas/_chamadas/actions";
import { enviarGuardada, esquecerDeOutros, pendentesDeEnvio, type Dono } from "@/lib/chamadas/guardadas";

// Mounted by the shell's layout: a roll call saved without a connection is sent from whatever page
// is open, when the page loads online and whenever the browser comes back online. One by one; the
// roll-call page, if open, shares the same send (guardadas.ts), and shows its answer.

async function enviarTodas(dono: Dono) {
  if (!navigator.onLine) return;
  for (const c of pendentesDeEnvio(dono)) await enviarGuardada(dono, c.idTurma, c.dia, salvarChamadaAction);
}

/** `dono`: the signed-in account and company (donoDe): only their roll calls are sent; another's left here go. */
export function EnvioPendente({ dono }: { dono: Dono }) {
  useEffect(() => {
    esquecerDeOutros(dono);
    void enviarTodas(dono);
    const aoVoltar = () => void enviarTodas(dono);
    window.addEventListener("online", aoVoltar);
    return () => window.removeEventListener("online", aoVoltar);
  }, [dono]);
  return null;
}
