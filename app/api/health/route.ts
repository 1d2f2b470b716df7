import { NextResponse } from "next/server";
import { checkHealth } from "@/lib/infra/health";
import { hojeDeTeste } from "@/lib/infra/relogio";

// For monitoring: whether the identity provider and the database answer. No secrets, no data.
// A test build on a fixed today also says which day (x-test-today), so the end-to-end run can tell a
// server started for another day (e2e/support/hoje-dos-servidores.ts); no other build ever does.
export async function GET() {
  const health = await checkHealth();
  const dia = hojeDeTeste();
  return NextResponse.json(health, { status: health.status === "ok" ? 200 : 503, headers: { "cache-control": "no-store", ...(dia && { "x-test-today": dia }) } });
}
