import "server-only";
import type { ServerEnv } from "@/lib/infra/env";

/** What the browser needs to open the Google popup. All of it is public by design (web config). */
export type GoogleClientConfig = {
  apiKey: string;
  authDomain: string;
  projectId: string;
  /** http://host:port of the Auth emulator, when the server uses one. */
  emulatorUrl: string | null;
};

export function googleClientConfig(env: ServerEnv): GoogleClientConfig {
  return {
    apiKey: env.webApiKey,
    authDomain: env.authDomain,
    projectId: env.FIREBASE_PROJECT_ID,
    emulatorUrl: env.FIREBASE_AUTH_EMULATOR_HOST ? `http://${env.FIREBASE_AUTH_EMULATOR_HOST}` : null,
  };
}
