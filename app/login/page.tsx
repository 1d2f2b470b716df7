import type { Metadata } from "next";
import { connection } from "next/server";
import { getServerEnv } from "@/lib/infra/env";
import { loginTexts } from "@/lib/messages";
import { LoginForm } from "@/app/login/login-form";
import { googleClientConfig } from "@/lib/infra/firebase/client-config";

export const metadata: Metadata = { title: loginTexts.title };

export default async function LoginPage() {
  await connection(); // configuration is read per request, never baked in at build time
  const env = getServerEnv();
  // The Google button (and the Firebase client SDK behind it) exists only with the flag on.
  const google = env.GOOGLE_SIGNIN_ENABLED ? googleClientConfig(env) : null;
  return (
    <main className="flex min-h-dvh items-center justify-center px-4 py-10">
      <LoginForm google={google} />
    </main>
  );
}
