/** Spelled-out handler schemes; tabs/newlines inside count (browsers ignore them in URLs). */
const SCRIPT_SCHEME = /j[\s\0]*a[\s\0]*v[\s\0]*a[\s\0]*s[\s\0]*c[\s\0]*r[\s\0]*i[\s\0]*p[\s\0]*t[\s\0]*:/gi;

/** The text with every `javascript:` removed, even outside attributes (PRODUCT §5.4). */
export function removeScriptSchemes(text: string): string {
  let previous: string;
  let current = text;
  // Repeat: removing one occurrence may join the halves of another ("javajavascript:script:").
  do {
    previous = current;
    current = current.replace(SCRIPT_SCHEME, '');
  } while (current !== previous);
  return current;
}
