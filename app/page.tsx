import { redirect } from "next/navigation";
import { DEFAULT_TAB_PATH } from "@/lib/shell/abas";

// The empty path is the shell; the shell opens on Home.
export default function Root(): never {
  redirect(DEFAULT_TAB_PATH);
}
