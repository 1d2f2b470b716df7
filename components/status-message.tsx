"use client";

import { useEffect, useState } from "react";
import { STATUS_MESSAGE_MS } from "@/lib/messages";

export type Status = { text: string; kind: "error" | "success" };

/**
 * The login card's and the picker's message (spec): a status text in red, cleared after
 * STATUS_MESSAGE_MS. Errors are announced with role="alert", successes with role="status". Give
 * it a new `key` to show a new message. The shell's messages stay (components/mensagem.tsx).
 */
export function StatusMessage({ status, className = "" }: { status: Status | null; className?: string }) {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setVisible(false), STATUS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  if (!status || !visible) return null;
  return (
    <p role={status.kind === "error" ? "alert" : "status"} className={`text-sm font-medium text-erro ${className}`}>
      {status.text}
    </p>
  );
}
