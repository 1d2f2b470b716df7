// Every query the app's own code (lib/, app/) sends during a Jest run must be served by
// firestore.indexes.json: the local emulator needs no index, Cloud Firestore refuses such a query.
// A query without its index fails the test that sent it, naming the index to declare. The check
// sits where a query is sent (get, count().get, a transaction's get), while the caller is still on
// the stack.
import { Query, Transaction } from "@google-cloud/firestore";
// Not exported by the package's entry point: the class count() returns.
import { AggregateQuery } from "@google-cloud/firestore/build/src/reference/aggregate-query";
import declared from "@/firestore.indexes.json";
import { describeIndex, requiredIndex, serves, type DeclaredIndex, type StructuredQuery } from "@/lib/infra/firestore/indices";

const APP_FRAME = /[\\/](lib|app)[\\/][^\s]*\.tsx?:\d+/;

function fromAppCode(stack: string): boolean {
  return stack
    .split("\n")
    .slice(2)
    .some((line) => APP_FRAME.test(line) && !/node_modules|__tests__|[\\/]test[\\/]/.test(line));
}

function check(structuredQuery: StructuredQuery | undefined, stack: string): void {
  if (!structuredQuery || !fromAppCode(stack)) return;
  const required = requiredIndex(structuredQuery);
  if (required && !(declared.indexes as DeclaredIndex[]).some((index) => serves(index, required))) {
    throw new Error(`Query without a declared index (firestore.indexes.json): ${describeIndex(required)}`);
  }
}

type Proto = { structuredQuery?: StructuredQuery; structuredAggregationQuery?: { structuredQuery?: StructuredQuery } };
const structured = (q: { toProto: () => Proto }) => {
  const request = q.toProto();
  return request.structuredQuery ?? request.structuredAggregationQuery?.structuredQuery;
};

function guard<T extends object>(prototype: T, method: keyof T & string, queryOf: (self: unknown, args: unknown[]) => unknown) {
  const original = prototype[method] as (...args: unknown[]) => unknown;
  (prototype as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
    const query = queryOf(this, args);
    if (query instanceof Query || query instanceof AggregateQuery) {
      check(structured(query as unknown as { toProto: () => Proto }), new Error().stack ?? "");
    }
    return original.apply(this, args);
  };
}

guard(Query.prototype, "get", (self) => self);
guard(Query.prototype, "stream", (self) => self);
guard(AggregateQuery.prototype, "get", (self) => self);
guard(Transaction.prototype, "get", (_self, args) => args[0]);
