import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** A state node of a machine, flattened for display: 'active.saving' at depth 1. */
export interface StateDescription {
  /** Dotted path from the root: 'active.saving'. */
  path: string;
  key: string;
  depth: number;
  type: AnyStateNode['type'];
  initial: boolean;
  /** Events this state itself handles (its `on` keys), in definition order. */
  events: string[];
}

export interface MachineDescription {
  id: string;
  states: StateDescription[];
  /** Every event the machine handles anywhere, root included, without duplicates. */
  events: string[];
}

/** Own `on` keys, without XState's internal done/error events of invoked actors. */
function ownEvents(node: AnyStateNode): string[] {
  return Object.keys(node.on).filter((type) => !type.startsWith('xstate.'));
}

function isInitialChild(node: AnyStateNode): boolean {
  const parent = node.parent;
  if (!parent || parent.type !== 'compound') return false;
  return parent.initial.target.some((target) => target === node);
}

/** States (depth first, definition order) and events derived from the machine itself. */
export function describeMachine(machine: AnyStateMachine): MachineDescription {
  const states: StateDescription[] = [];
  const events = new Set<string>(ownEvents(machine.root));
  const visit = (node: AnyStateNode, depth: number) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      const own = ownEvents(child);
      own.forEach((type) => events.add(type));
      states.push({
        path: child.path.join('.'),
        key: child.key,
        depth,
        type: child.type,
        initial: isInitialChild(child),
        events: own,
      });
      visit(child, depth + 1);
    }
  };
  visit(machine.root, 0);
  return { id: machine.id, states, events: [...events] };
}
