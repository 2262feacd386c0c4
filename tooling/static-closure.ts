import type { Rolldown } from 'vite';

/** The given chunks and every chunk they import statically, leaving out those already `known`. */
export function staticClosure(
  bundle: Rolldown.OutputBundle,
  fileNames: Iterable<string>,
  known: ReadonlySet<string> = new Set(),
): Set<string> {
  const found = new Set<string>();
  const add = (fileName: string) => {
    if (found.has(fileName) || known.has(fileName)) return;
    found.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') chunk.imports.forEach(add);
  };
  for (const fileName of fileNames) add(fileName);
  return found;
}
