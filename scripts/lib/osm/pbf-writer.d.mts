export function writePbf(file: string, elements: Iterable<{ type: string; id: number }>): void;
