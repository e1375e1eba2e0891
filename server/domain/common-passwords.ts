import { readFileSync } from 'node:fs';

/** Case, accents and look-alike forms do not make a common password safer: all are folded away. */
function foldPassword(password: string): string {
  return password.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

let folded: Set<string> | undefined;

function commonPasswords(): Set<string> {
  folded ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'))
      .map(foldPassword),
  );
  return folded;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(foldPassword(password));
}

export const commonPasswordMessage = 'Esa contraseña es demasiado común y fácil de adivinar. Elige otra.';
