import { redirect } from "next/navigation";

// Any other unknown path (more than one segment) goes to /login, per the spec's route table.
export default function UnknownPath(): never {
  redirect("/login");
}
