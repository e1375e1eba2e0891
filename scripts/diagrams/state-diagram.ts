import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/** `loadingProfile` -> `Loading profile`: analysts read words, not identifiers. */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The machine root has no box of its own: its transitions start from this "in any state" marker. */
const anyStateId = 'anyState';

const mermaidId = (node: AnyStateNode) => node.path.join('_') || anyStateId;

/** Static parameters, `step=3`: one guard asked of several ways reads apart on each (`[isRestoredStep step=3]`). */
function staticParams(params: unknown): string {
  if (!params || typeof params !== 'object') return '';
  const pairs = Object.entries(params).filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value));
  return pairs.map(([key, value]) => ` ${key}=${String(value)}`).join('');
}

function guardName(guard: unknown): string | null {
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard) return String(guard.type) + staticParams((guard as { params?: unknown }).params);
  return 'condition';
}

function delayLabel(machine: AnyStateMachine, eventType: string): string {
  // xstate.after.<delay>.<state id>: the delay is either a named one from setup or a number of ms.
  const delay = eventType.slice('xstate.after.'.length).split('.')[0] ?? '';
  const named = (machine.implementations.delays as Record<string, unknown>)[delay];
  if (typeof named === 'number') return `after ${delay} (${named} ms)`;
  if (/^\d+$/.test(delay)) return `after ${delay} ms`;
  return `after ${delay}`;
}

function eventLabel(machine: AnyStateMachine, eventType: string): string {
  if (!eventType) return '';
  if (eventType.startsWith('xstate.done.actor.')) return `${eventType.slice('xstate.done.actor.'.length)} done`;
  if (eventType.startsWith('xstate.error.actor.')) return `${eventType.slice('xstate.error.actor.'.length)} failed`;
  if (eventType.startsWith('xstate.after.')) return delayLabel(machine, eventType);
  return eventType;
}

/**
 * An unguarded transition listed after guarded ones for the same event is taken only when none of them
 * holds: labelled `[else]`, so it does not read as happening every time.
 */
function edgeLabel(machine: AnyStateMachine, t: AnyTransitionDefinition, siblings: readonly AnyTransitionDefinition[]): string {
  const guard = guardName(t.guard);
  const isElse = !guard && siblings.slice(0, siblings.indexOf(t)).some((earlier) => earlier.eventType === t.eventType && earlier.guard);
  const condition = guard ? `[${guard}]` : isElse ? '[else]' : '';
  return [eventLabel(machine, t.eventType), condition].filter(Boolean).join(' ');
}

function children(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states) as AnyStateNode[];
}

function invokedSources(node: AnyStateNode): string[] {
  return node.invoke.map((invoke: { src: unknown; id: string }) => (typeof invoke.src === 'string' ? invoke.src : invoke.id));
}

function stateLabel(node: AnyStateNode): string {
  const invokes = invokedSources(node);
  return invokes.length ? `${humanize(node.key)} (invokes ${invokes.join(', ')})` : humanize(node.key);
}

function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])] as AnyTransitionDefinition[];
}

/** Mermaid lines for a node's children: declarations, initial arrows, nested states and regions. */
function renderChildren(machine: AnyStateMachine, node: AnyStateNode, indent: string): string[] {
  const lines: string[] = [];
  const kids = children(node);
  if (node.type === 'parallel') {
    kids.forEach((region, index) => {
      if (index > 0) lines.push(`${indent}--`);
      lines.push(...renderState(machine, region, indent));
    });
    return lines;
  }
  const initial = node.initial?.target?.[0] as AnyStateNode | undefined;
  if (initial) lines.push(`${indent}[*] --> ${mermaidId(initial)}`);
  for (const kid of kids) lines.push(...renderState(machine, kid, indent));
  return lines;
}

function renderState(machine: AnyStateMachine, node: AnyStateNode, indent: string): string[] {
  const id = mermaidId(node);
  const lines: string[] = [];
  if (children(node).length) {
    lines.push(`${indent}state "${stateLabel(node)}" as ${id} {`);
    lines.push(...renderChildren(machine, node, `${indent}  `));
    lines.push(`${indent}}`);
  } else {
    lines.push(`${indent}state "${stateLabel(node)}" as ${id}`);
  }
  if (node.type === 'final') lines.push(`${indent}${id} --> [*]`);
  return lines;
}

function renderEdges(machine: AnyStateMachine, nodes: AnyStateNode[]): string[] {
  return nodes.flatMap((node) =>
    transitionsOf(node).flatMap((t, _, siblings) => {
      const label = edgeLabel(machine, t, siblings);
      const suffix = label ? ` : ${label}` : '';
      const targets = (t.target ?? []) as AnyStateNode[];
      // A transition without a target only updates context: drawn as a loop on its state.
      const to = targets.length ? targets : [node];
      return to.map((target) => `  ${mermaidId(node)} --> ${mermaidId(target)}${suffix}`);
    }),
  );
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return children(node).flatMap((kid) => [kid, ...allNodes(kid)]);
}

/**
 * The machine as a Mermaid stateDiagram-v2. Parallel regions need a box around them, so a parallel
 * machine gets one named after it; transitions the machine takes in any state start from a marker
 * outside (Mermaid cannot draw edges from an enclosing box to its own insides).
 */
export function toMermaid(machine: AnyStateMachine): string {
  const root = machine.root;
  const lines = ['stateDiagram-v2'];
  if (root.type === 'parallel') {
    lines.push(`  state "${stateLabel(root)}" as machine {`, ...renderChildren(machine, root, '    '), '  }');
  } else {
    lines.push(...renderChildren(machine, root, '  '));
  }
  if (transitionsOf(root).length) lines.push(`  state "In any state" as ${anyStateId}`);
  lines.push(...renderEdges(machine, [root, ...allNodes(root)]));
  return lines.join('\n');
}

function stateRows(node: AnyStateNode, depth = 0): string[] {
  return children(node).flatMap((kid) => {
    const name = `${'&nbsp;&nbsp;'.repeat(depth)}${humanize(kid.key)}${kid.type === 'parallel' ? ' (parallel)' : ''}${kid.type === 'final' ? ' (final)' : ''}`;
    const invokes = invokedSources(kid).join(', ');
    const tags = [...kid.tags].join(', ');
    const row = `| ${name} | ${kid.description ?? ''} | ${invokes} | ${tags} |`;
    return [row, ...stateRows(kid, depth + 1)];
  });
}

function userEvents(machine: AnyStateMachine): string[] {
  const types = new Set<string>();
  for (const node of [machine.root, ...allNodes(machine.root)]) {
    for (const type of node.transitions.keys()) if (!type.startsWith('xstate.')) types.add(type);
  }
  return [...types].sort();
}

export function machineDocument(machine: AnyStateMachine, sourceFile: string): string {
  return [
    `# ${humanize(machine.id)}`,
    '',
    `<!-- Generated from ${sourceFile} by npm run docs:diagrams. Do not edit. -->`,
    '',
    machine.root.description ?? '',
    '',
    ...(invokedSources(machine.root).length ? [`Runs for its whole life: ${invokedSources(machine.root).join(', ')}.`, ''] : []),
    '```mermaid',
    toMermaid(machine),
    '```',
    '',
    '## States',
    '',
    '| State | What it means | Invokes | Tags |',
    '|---|---|---|---|',
    ...stateRows(machine.root),
    '',
    '## Events it accepts',
    '',
    ...userEvents(machine).map((type) => `- \`${type}\``),
    '',
    'Edges labelled `… done` / `… failed` are the answers of the actor a state invokes; `after …` edges fire',
    'after the named delay; `[name]` is the guard that must hold (with its fixed parameters, as in',
    '`[isRestoredStep step=3]`), `[else]` the way taken when none of the guards before it on that event holds.',
    '',
  ].join('\n');
}
