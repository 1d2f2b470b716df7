// @ts-check
// The local Firestore patches @firestore-emulator/server's private internals (its store's classes,
// its field module, its gRPC server's handlers; see internals.d.mts), which any other version may
// change without notice. package.json pins this exact version; this module refuses any other at
// start, so an upgrade is a deliberate change: port the patches, run the conformance suite, then
// change PATCHED_VERSION and the pin together.
import { createRequire } from "node:module";

/** The version of @firestore-emulator/server these modules were written against. */
export const PATCHED_VERSION = "0.3.15";

const require = createRequire(import.meta.url);

/** The version of @firestore-emulator/server that Node resolves from here. */
export function installedVersion() {
  /** @type {{ version: string }} */
  const manifest = require("@firestore-emulator/server/package.json");
  return manifest.version;
}

/**
 * Throws unless `installed` is the version the patches were written for.
 * @param {string} [installed]
 */
export function assertPatchedVersion(installed = installedVersion()) {
  if (installed === PATCHED_VERSION) return;
  throw new Error(
    `The local Firestore (tools/firestore-local) patches @firestore-emulator/server ${PATCHED_VERSION}, ` +
      `but ${installed} is installed. Its private internals may differ: install the pinned version ` +
      `(npm install --save-dev --save-exact @firestore-emulator/server@${PATCHED_VERSION}), or port the ` +
      `patches to ${installed}, run \`npm run test:conformance\` and change PATCHED_VERSION in ` +
      `tools/firestore-local/src/version.mjs with the pin in package.json.`,
  );
}

/**
 * A module of @firestore-emulator/server (or of its proto package) by its path inside the package.
 * Loading one is not the check (startFirestoreEmulator makes it), but a module that another version
 * moved fails with the version's message rather than a bare "cannot find module".
 * @param {string} specifier
 * @returns {any} the module's exports, typed by the caller
 */
export function requireInternal(specifier) {
  try {
    return require(specifier);
  } catch (error) {
    assertPatchedVersion();
    throw error;
  }
}
