export function requiredProblem(value: string, message: string): string | null {
  return value ? null : message;
}
