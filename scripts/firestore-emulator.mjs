// The local Firestore (scripts/stack/firestore/), for tools outside this repository's stack (QA's
// browser tests start it from here): `const { host, stop } = await startFirestoreEmulator(port)`.
export { startFirestoreEmulator } from "./stack/firestore/server.mjs";
