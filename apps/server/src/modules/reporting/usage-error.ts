/** A report asked for wrongly (unknown report or option, a bad day): the command says so and exits 2, with no stack trace. */
export class UsageError extends Error {}
