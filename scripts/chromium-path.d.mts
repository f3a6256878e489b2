export function chromiumPath(options?: { headlessShell?: boolean }): string | null;
