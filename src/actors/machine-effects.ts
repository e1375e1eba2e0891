/**
 * What `machine.provide()` takes: the machine's actors, actions, guards and delays. Every effect factory
 * in src/actors (`<machine>Effects(client)`) answers one, and `Effects` holds one per machine.
 */
export type MachineEffects<Machine extends { provide: (effects: never) => unknown }> = Parameters<Machine['provide']>[0];
