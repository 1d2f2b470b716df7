import "server-only";
import { adminAuth, db } from "@/lib/infra/firebase/admin";
import { withDeadline, type Dependencia } from "@/lib/infra/deadline";

const HEALTH_DEADLINE_MS = 3_000;

async function reachable(probe: () => Promise<unknown>, what: Dependencia): Promise<boolean> {
  try {
    await withDeadline(probe(), what, HEALTH_DEADLINE_MS);
    return true;
  } catch {
    return false;
  }
}

/** Reachability of both dependencies, probed at once with a short deadline. */
export async function checkHealth() {
  const [identity, database] = await Promise.all([
    // A lookup of a uid that cannot exist: "not found" is an answer, so the provider is up.
    reachable(
      () =>
        adminAuth()
          .getUser("health-check-probe")
          .catch((error: { code?: string }) => {
            if (error?.code !== "auth/user-not-found") throw error;
          }),
      "identidade",
    ),
    reachable(() => db().collection("usuarios").doc("health-check-probe").get(), "banco"),
  ]);
  return {
    status: identity && database ? ("ok" as const) : ("degraded" as const),
    identityProvider: identity ? "up" : "down",
    database: database ? "up" : "down",
  };
}
