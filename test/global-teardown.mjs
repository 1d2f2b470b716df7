export default async function globalTeardown() {
  await globalThis.__EMULATOR_STACK__?.stop();
}
