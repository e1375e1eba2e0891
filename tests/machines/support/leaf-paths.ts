import type { ModelPath } from './model';

/**
 * The paths that are not the start of another: shortest paths form a tree (each extends the path to
 * the vertex before it by one event), so replaying only its leaves walks every path's every step, with
 * the same invariant checks at each, once instead of once per longer path sharing it.
 */
export function leafPaths(paths: readonly ModelPath[]): ModelPath[] {
  const key = (path: ModelPath, length: number) =>
    JSON.stringify([path.input, path.steps.slice(0, length).map((step) => step.event)]);
  const prefixes = new Set(paths.filter((path) => path.steps.length > 1).map((path) => key(path, path.steps.length - 1)));
  return paths.filter((path) => !prefixes.has(key(path, path.steps.length)));
}
