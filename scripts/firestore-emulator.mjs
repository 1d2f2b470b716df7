// The local Firestore (tools/firestore-local/, see its README.md), for tools outside this
// repository's stack (QA's browser tests start it from here, keep this path):
// `const { host, stop } = await startFirestoreEmulator(port)`.
export { startFirestoreEmulator } from "../tools/firestore-local/src/server.mjs";
