// @ts-check
// Commit and read times. Each commit gets its own time, strictly after the previous one, so an
// update time identifies one version of a document (millisecond resolution, like the stored
// times). A read's time is one at which every commit it saw had happened and none it missed had:
// reading again at that time (readTime) then gives the same answer.

let lastCommitMs = 0;

/** A commit time strictly after every earlier one, and never before the wall clock. */
export function nextCommitTime() {
  lastCommitMs = Math.max(Date.now(), lastCommitMs + 1);
  return lastCommitMs;
}

/** The latest commit time handed out (0 before any). */
export const lastCommitTime = () => lastCommitMs;

/**
 * The time of a read of the current state, taken in the same synchronous step as the read: the
 * last commit time, or the millisecond before now when that is later. Every commit still to come
 * gets a later time (at least now, and after the last one), so none can fall at or before it.
 */
export function currentReadTime() {
  return Math.max(lastCommitMs, Date.now() - 1);
}

/**
 * Whether every commit at or before `ms` has been applied: later commits all get later times.
 * @param {number} ms
 */
export function isSettled(ms) {
  return ms <= lastCommitMs || ms < Date.now();
}
