import type { SeededRandom } from './seeded-random.ts';

const PLACEHOLDER = /\{([a-z]+)(#\d+)?\}/gi;

/** The names a placeholder key draws from, or undefined when the content has none. */
export type NameSource = (key: string) => readonly string[] | undefined;

/**
 * A filler for the texts of one video: `{key}` keeps the value it first got across
 * the title and the description, and `{key#2}`, `{key#3}` draw different names
 * (an opponent, a second track) while the list allows it.
 */
export function templateFiller(
  names: NameSource,
  random: SeededRandom,
  preset: Readonly<Record<string, string>>,
): (template: string) => string {
  const values = new Map<string, string>(Object.entries(preset));
  const keyOf = (token: string): string => token.split('#')[0] ?? token;

  const resolve = (token: string): string => {
    const known = values.get(token);
    if (known !== undefined) return known;
    const key = keyOf(token);
    const list = names(key);
    if (list === undefined || list.length === 0) throw new Error(`No demo names for {${token}}`);
    const taken = new Set([...values].filter(([other]) => keyOf(other) === key).map(([, value]) => value));
    const fresh = list.filter((name) => !taken.has(name));
    const value = random.pick(fresh.length > 0 ? fresh : list);
    values.set(token, value);
    return value;
  };

  return (template) => template.replace(PLACEHOLDER, (_match, key: string, suffix: string | undefined) => resolve(key + (suffix ?? '')));
}
