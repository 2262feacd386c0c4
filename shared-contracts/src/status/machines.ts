/**
 * The state machines of DESIGN section 5 as data: `machines.json` here is a byte-identical copy of
 * `backend/pb_hooks/lib/machines.json`, which the hooks validate every status change against
 * (lib/transitions.js); `machines.test.ts` keeps the two files and the status lists of records.ts
 * in step. Pages use `allowedTransitions` to offer only the moves the server will accept.
 */
import machines from './machines.json';

/** Who makes a move: signed-in staff, the customer, or the server as a consequence of another move. */
export type TransitionActor = 'staff' | 'customer' | 'system';

export type MachineName = 'order' | 'parcel' | 'fulfillment' | 'recharge' | 'refund' | 'complaint';

export interface StateMachine {
  /** The collection whose `status` field the machine governs. */
  collection: string;
  statuses: readonly string[];
  /** `from → to → who may make that move`. */
  transitions: Readonly<Record<string, Readonly<Record<string, readonly TransitionActor[]>>>>;
}

export const STATE_MACHINES = machines as Readonly<Record<MachineName, StateMachine>>;

export const MACHINE_NAMES = Object.keys(STATE_MACHINES) as MachineName[];

/**
 * The statuses `actor` may move a `machine` record to from `from` (none for an unknown status or a
 * final one), in the order the machine lists them.
 */
export function allowedTransitions(machine: MachineName, from: string, actor: TransitionActor): string[] {
  const moves = STATE_MACHINES[machine].transitions[from] ?? {};
  return Object.entries(moves)
    .filter(([, actors]) => actors.includes(actor))
    .map(([to]) => to);
}

/** Whether `actor` may move a `machine` record from `from` to `to`. */
export function canTransition(machine: MachineName, from: string, to: string, actor: TransitionActor): boolean {
  return allowedTransitions(machine, from, actor).includes(to);
}
