import "server-only";
import { cert, getApps, initializeApp, type App, type Credential } from "firebase-admin/app";
import { getAuth, type Auth } from "firebase-admin/auth";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { getServerEnv, type ServerEnv } from "@/lib/infra/env";

// A named, lazily created app: nothing touches Firebase at import or build time, and hot reloads
// reuse the instance instead of failing with "app already exists".
const APP_NAME = "gestao-escolar";

function adminApp(): App {
  const existing = getApps().find((app) => app.name === APP_NAME);
  if (existing) return existing;

  const env = getServerEnv();
  const credential = credentialFor(env);
  return initializeApp({ projectId: env.FIREBASE_PROJECT_ID, ...(credential ? { credential } : {}) }, APP_NAME);
}

function credentialFor(env: ServerEnv): Credential | undefined {
  if (env.FIREBASE_CLIENT_EMAIL && env.FIREBASE_PRIVATE_KEY) {
    return cert({
      projectId: env.FIREBASE_PROJECT_ID,
      clientEmail: env.FIREBASE_CLIENT_EMAIL,
      // Hosting dashboards store the PEM on one line with literal "\n".
      privateKey: env.FIREBASE_PRIVATE_KEY.replace(/\\n/g, "\n"),
    });
  }
  // Application default credentials (GOOGLE_APPLICATION_CREDENTIALS), or none at all on the
  // emulators, which check none. (firebase-admin's Firestore accepts no custom credential.)
  return undefined;
}

export function adminAuth(): Auth {
  return getAuth(adminApp());
}

export function db(): Firestore {
  return getFirestore(adminApp());
}
