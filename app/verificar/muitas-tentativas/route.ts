import { avisoDaVerificacao } from "@/lib/documentos/aviso";

// A look-up over the public check's limit (30 a minute per client address): 429 with Retry-After.
// The middleware runs on the Edge, away from the Firestore counters, so /verificar/<code> counts
// and sends the request here.

export function GET(request: Request) {
  return avisoDaVerificacao(request, 429);
}

export const dynamic = "force-dynamic";
