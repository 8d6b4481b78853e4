/** Parsers of the scripts' numeric options (commander): a bad value is refused with what was expected. */
import { InvalidArgumentError } from 'commander';

/** A number above 0, fractions allowed (minutes, seconds). */
export function positive(value: string): number {
  if (!/^\d+(\.\d+)?$/.test(value) || Number(value) <= 0) throw new InvalidArgumentError('expected a positive number');
  return Number(value);
}

/** A whole number from 1 (connections, runs, sessions). */
export function wholePositive(value: string): number {
  if (!/^[1-9]\d*$/.test(value)) throw new InvalidArgumentError('expected a positive whole number');
  return Number(value);
}
