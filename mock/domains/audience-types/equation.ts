/**
 * The segment equation: segment ids inside parentheses separated by `|` are a
 * union; groups in parentheses joined by `&` are an intersection, as in
 * `(101|102)&(205)`. Spaces between tokens are ignored.
 *
 *   equation := group ('&' group)*
 *   group    := '(' id ('|' id)* ')'
 *   id       := digit+
 */

export type EquationResult =
  { ok: true; groups: number[][] } | { ok: false; /** Zero-based index into the equation text. */ position: number; expected: string };

export function parseEquation(text: string): EquationResult {
  const parser = new Parser(text);
  try {
    return { ok: true, groups: parser.equation() };
  } catch (error) {
    if (error instanceof SyntaxFailure) return { ok: false, position: error.position, expected: error.expected };
    throw error;
  }
}

/** Every segment id an equation names, once each, in order of appearance. */
export function segmentIdsOf(groups: number[][]): number[] {
  return [...new Set(groups.flat())];
}

class SyntaxFailure extends Error {
  constructor(
    readonly position: number,
    readonly expected: string,
  ) {
    // Stryker disable next-line StringLiteral: equivalent: the failure is always caught and only its position and expected are read
    super(`expected ${expected} at position ${position}`);
  }
}

class Parser {
  private at = 0;

  constructor(private readonly text: string) {}

  equation(): number[][] {
    const groups = [this.group()];
    while (this.peek() === '&') {
      this.at += 1;
      groups.push(this.group());
    }
    if (this.peek() !== undefined) throw new SyntaxFailure(this.at, '"&" or the end');
    return groups;
  }

  private group(): number[] {
    this.expect('(');
    const ids = [this.id()];
    while (this.peek() === '|') {
      this.at += 1;
      ids.push(this.id());
    }
    this.expect(')');
    return [...new Set(ids)];
  }

  private id(): number {
    this.skipSpaces();
    const start = this.at;
    // charAt answers '' past the end, which is no digit.
    while (isDigit(this.text.charAt(this.at))) this.at += 1;
    if (this.at === start) throw new SyntaxFailure(start, 'a segment id');
    return Number(this.text.slice(start, this.at));
  }

  private expect(token: string): void {
    if (this.peek() !== token) throw new SyntaxFailure(this.at, `"${token}"`);
    this.at += 1;
  }

  /** The next character after any spaces (left positioned on it), or undefined at the end. */
  private peek(): string | undefined {
    this.skipSpaces();
    return this.text[this.at];
  }

  private skipSpaces(): void {
    // charAt answers '' past the end, which is no space.
    while (/\s/.test(this.text.charAt(this.at))) this.at += 1;
  }
}

const isDigit = (c: string) => c >= '0' && c <= '9';
