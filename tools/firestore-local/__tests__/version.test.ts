// The patches are written for one version of @firestore-emulator/server: package.json pins it
// exactly, and the emulator refuses to start on any other.
import { readFileSync } from "node:fs";
import path from "node:path";
import { runScript } from "./child-emulator";

const versionModule = JSON.stringify(path.join(__dirname, "..", "src", "version.mjs"));

it("package.json pins exactly the version the patches were written for, and it is the one installed", async () => {
  const out = await runScript(`const v = await import(${versionModule}); console.log(JSON.stringify([v.PATCHED_VERSION, v.installedVersion()]));`);
  const [patched, installed] = JSON.parse(out) as [string, string];
  const manifest = JSON.parse(readFileSync(path.join(__dirname, "..", "..", "..", "package.json"), "utf8")) as { devDependencies: Record<string, string> };
  expect(manifest.devDependencies["@firestore-emulator/server"]).toBe(patched);
  expect(installed).toBe(patched);
});

it("another installed version stops the start with a message that says what to do", async () => {
  const script = `const v = await import(${versionModule});
    v.assertPatchedVersion(v.PATCHED_VERSION);
    try { v.assertPatchedVersion("0.4.0"); console.log("started"); } catch (error) { console.log(error.message); }`;
  const out = await runScript(script);
  expect(out).toMatch(/patches @firestore-emulator\/server 0\.3\.15, but 0\.4\.0 is installed/);
  expect(out).toMatch(/npm install --save-dev --save-exact @firestore-emulator\/server@0\.3\.15/);
});
