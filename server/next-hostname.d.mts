export function nextHostname(host: string): string;
