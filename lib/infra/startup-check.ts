import { getServerEnv } from "@/lib/infra/env";

// A bad configuration stops the server at start with the list of what is wrong, instead of
// failing on the first request.
try {
  getServerEnv();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
