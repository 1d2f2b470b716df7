"use client";

import { useEffect, useState } from "react";
import { STATUS_MESSAGE_MS } from "@/lib/messages";

export type Status = { text: string; kind: "error" | "success" };

/**
 * Shows a status text in red and clears it after STATUS_MESSAGE_MS. Errors are announced with
 * role="alert", successes with role="status". Give it a new `key` to show a new message.
 */
export function StatusMessage({
  status,
  className = "",
  successColor = "text-erro",
}: {
  status: Status | null;
  className?: string;
  /** The login card's message area is red for every status (spec); the shell says successes in green. */
  successColor?: string;
}) {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setVisible(false), STATUS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  if (!status || !visible) return null;
  return (
    <p role={status.kind === "error" ? "alert" : "status"} className={`text-sm font-medium ${status.kind === "error" ? "text-erro" : successColor} ${className}`}>
      {status.text}
    </p>
  );
}
