// Browser only, loaded on demand by the Google button: the Firebase client SDK opens the Google
// popup and hands back an ID token. The SDK keeps nothing (in-memory persistence): the session is
// our httpOnly cookie, created by the server from this token.
import { getApps, initializeApp } from "firebase/app";
import {
  GoogleAuthProvider,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
  signInWithPopup,
  signOut,
  type Auth,
} from "firebase/auth";
import type { GoogleClientConfig } from "@/lib/infra/firebase/client-config";

const APP_NAME = "gestao-escolar-web";
let auth: Auth | undefined;

function clientAuth(config: GoogleClientConfig): Auth {
  if (auth) return auth;
  const app =
    getApps().find((a) => a.name === APP_NAME) ??
    initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId }, APP_NAME);
  auth = initializeAuth(app, { persistence: inMemoryPersistence, popupRedirectResolver: browserPopupRedirectResolver });
  if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
  return auth;
}

/** The ID token of a Google sign-in through the popup, or null when it did not happen. */
export async function googleIdToken(config: GoogleClientConfig): Promise<string | null> {
  const auth = clientAuth(config);
  try {
    const credential = await signInWithPopup(auth, new GoogleAuthProvider());
    return await credential.user.getIdToken();
  } catch (error) {
    // Closed or blocked popup, unauthorised domain, network: all mean "no sign-in".
    console.error("Erro ao fazer login com Google:", error);
    return null;
  } finally {
    await signOut(auth).catch(() => undefined);
  }
}
