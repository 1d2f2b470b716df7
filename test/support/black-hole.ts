import net from "node:net";
import { Firestore } from "@google-cloud/firestore";

/**
 * A hung database, for deadline tests: a loopback proxy to the Firestore emulator that accepts
 * connections and holds them without a byte in either direction. `release()` lets the held
 * connections through, so the client's pending calls finish and it can shut down cleanly.
 */
export async function hungFirestore(): Promise<{ firestore: Firestore; close: () => Promise<void> }> {
  const [upstreamHost, upstreamPort] = process.env.FIRESTORE_EMULATOR_HOST!.split(":") as [string, string];
  const held: net.Socket[] = [];
  const open = new Set<net.Socket>();
  let hung = true;

  const forward = (socket: net.Socket) => {
    const upstream = net.connect(Number(upstreamPort), upstreamHost);
    open.add(upstream);
    socket.pipe(upstream).pipe(socket);
    socket.resume();
  };
  const server = net.createServer((socket) => {
    open.add(socket);
    socket.on("error", () => undefined);
    if (hung) {
      socket.pause();
      held.push(socket);
    } else forward(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  const firestore = new Firestore({
    projectId: process.env.FIREBASE_PROJECT_ID,
    host: "127.0.0.1",
    port,
    ssl: false,
    customHeaders: { Authorization: "Bearer owner" },
  });

  return {
    firestore,
    close: async () => {
      hung = false;
      for (const socket of held.splice(0)) forward(socket);
      await firestore.terminate();
      for (const socket of open) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
