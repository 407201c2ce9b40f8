/** What the deployment test expects, each said in a line that passes or fails with its figures. */
export interface Expectation {
  what: string;
  ok: boolean;
  /** Figures, or what went wrong. */
  detail?: string;
}

export class Expectations {
  readonly all: Expectation[] = [];

  expect(what: string, ok: boolean, detail?: string): boolean {
    this.all.push({ what, ok, detail });
    return ok;
  }

  get failed(): Expectation[] {
    return this.all.filter((expectation) => !expectation.ok);
  }

  print(): void {
    for (const { what, ok, detail } of this.all) {
      console.log(`${ok ? 'pass' : 'FAIL'}  ${what}${detail ? `: ${detail}` : ''}`);
    }
  }
}
