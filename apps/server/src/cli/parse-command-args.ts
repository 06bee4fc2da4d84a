import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

export type ParsedCommandArgs<T extends Options> = { ok: true; positionals: string[]; values: { [K in keyof T]?: T[K]['type'] extends 'boolean' ? boolean : string } } | { ok: false; error: string };

/**
 * Flags and positionals of one subcommand, strictly: an unknown flag or a missing value is a
 * one-line error (the command then exits 2 and stores nothing).
 */
export function parseCommandArgs<T extends Options>(args: readonly string[], options: T): ParsedCommandArgs<T> {
  try {
    const { values, positionals } = parseArgs({ args: [...args], options, strict: true, allowPositionals: true });
    return { ok: true, positionals, values: values as { [K in keyof T]?: T[K]['type'] extends 'boolean' ? boolean : string } };
  } catch (error) {
    // Node's messages run to several sentences; the first says what is wrong.
    const message = (error as Error).message.split('\n')[0] ?? 'invalid arguments';
    return { ok: false, error: message.replace(/\. To specify .*$/, '').replace(/\.$/, '') };
  }
}

/** A positive integer id as the operator typed it, or undefined. */
export function parseId(raw: string | undefined): number | undefined {
  return raw !== undefined && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : undefined;
}
