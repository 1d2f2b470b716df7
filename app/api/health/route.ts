import { NextResponse } from "next/server";
import { checkHealth } from "@/lib/infra/health";

// For monitoring: whether the identity provider and the database answer. No secrets, no data.
export async function GET() {
  const health = await checkHealth();
  return NextResponse.json(health, { status: health.status === "ok" ? 200 : 503, headers: { "cache-control": "no-store" } });
}
