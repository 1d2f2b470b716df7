// Server Action requests made by hand, as a browser sends them: the action's id (from the build's
// manifests) in the `next-action` header, and a multipart form whose fields are the action's second
// argument (`_1_` names) with the root (`0`) last. The bench signs in, creates, verifies and imports
// through the app's real actions this way.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { root } from "./servidores.mjs";

const ids = new Map();

/** A server action's id, from the build's manifests (`.next/server/app`). */
export function actionId(exportedName) {
  if (!ids.has(exportedName)) {
    const found = spawnSync("grep", ["-rl", `"exportedName": "${exportedName}"`, path.join(root, ".next/server/app")], { encoding: "utf8" }).stdout.split("\n")[0];
    const manifest = JSON.parse(readFileSync(found, "utf8"));
    ids.set(exportedName, Object.entries(manifest.node).find(([, entry]) => entry.exportedName === exportedName)[0]);
  }
  return ids.get(exportedName);
}

/**
 * POSTs `fields` (an object, or a FormData such as test/support/form-actions.ts builds) to the
 * action `id` (see actionId) on the page at `route`; `redirect` as fetch takes it.
 */
export function postAction(base, route, id, fields, { cookie, redirect } = {}) {
  const form = new FormData();
  for (const [name, value] of fields instanceof FormData ? fields : Object.entries(fields)) form.append(`_1_${name}`, value);
  form.append("0", '[null,"$K1"]'); // the root last, as browsers send it
  const headers = { "next-action": id, ...(cookie ? { cookie } : {}) };
  return fetch(`${base}${route}`, { method: "POST", headers, body: form, ...(redirect ? { redirect } : {}) });
}

/** The value of the cookie `name` a response sets, or undefined. */
export function setCookie(response, name) {
  return response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`))?.split(";")[0];
}

/** A session cookie ("gestao_sessao=…") through the real login action. */
export async function signIn(base, { email, password }) {
  const response = await postAction(base, "/login", actionId("signInWithEmail"), { email, password }, { redirect: "manual" });
  const cookie = setCookie(response, "gestao_sessao");
  if (!cookie) throw new Error(`could not sign ${email} in (HTTP ${response.status})`);
  return cookie;
}
