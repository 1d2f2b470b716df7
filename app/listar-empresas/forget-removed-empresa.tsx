"use client";

import { useEffect } from "react";
import { forgetRemovedEmpresaAction } from "@/app/listar-empresas/actions";

/** Once the "access removed" notice is on screen, forget that company (see the action). */
export function ForgetRemovedEmpresa() {
  useEffect(() => {
    void forgetRemovedEmpresaAction();
  }, []);
  return null;
}
