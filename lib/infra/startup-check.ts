import { getServerEnv } from "@/lib/infra/env";
import { conferirHojeFixo } from "@/lib/infra/relogio";

// A bad configuration stops the server at start with the list of what is wrong, instead of
// failing on the first request. So does a test's fixed today anywhere but on the emulators.
try {
  getServerEnv();
  const relogio = conferirHojeFixo(process.env);
  if (relogio && "recusa" in relogio) throw new Error(relogio.recusa);
  if (relogio) console.warn(relogio.aviso);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
